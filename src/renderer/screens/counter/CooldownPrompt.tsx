// Asks before a second stamp for a member scanned again within the cooldown, or sooner than the
// store's earning rule allows.
import { useEffect } from 'react';
import { useCounter } from '../../state/counter';
import { useSettings } from '../../state/settings';
import { askAgainText } from '../../ui/counterText';
import { usePhrase } from '../../state/counterPhrase';
import { useT } from '../../i18n/useT';

export function CooldownPrompt() {
  const confirm = useCounter((s) => s.confirm);
  const confirmAgain = useCounter((s) => s.confirmAgain);
  const cancel = useCounter((s) => s.cancelConfirm);
  const earningMinutes = useSettings((s) => s.settings?.earningMinutes ?? null);
  const t = useT();
  const say = usePhrase();

  useEffect(() => {
    if (!confirm) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      cancel();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [confirm, cancel]);

  if (!confirm) return null;
  const { title, detail } = askAgainText(confirm, earningMinutes);
  return (
    <div
      className="cooldown"
      role="alertdialog"
      aria-labelledby="cooldown-title"
      aria-describedby="cooldown-text"
    >
      <h2 id="cooldown-title">{say(title)}</h2>
      <p id="cooldown-text">{say(detail)}</p>
      <div className="row">
        <button
          type="button"
          className="primary"
          onClick={() => void confirmAgain()}
          aria-keyshortcuts="Enter"
          autoFocus
        >
          {confirm.reason === 'elsewhere' ? t('counter.ask.addStamp') : t('counter.ask.addAnother')}{' '}
          <kbd>{t('counter.key.enter')}</kbd>
        </button>
        <button type="button" onClick={cancel} aria-keyshortcuts="Escape">
          {t('counter.ask.no')} <kbd>{t('counter.key.escape')}</kbd>
        </button>
      </div>
    </div>
  );
}
