// Asks before a second stamp for a member scanned again within the cooldown, or sooner than the
// store's earning rule allows.
import { useEffect } from 'react';
import { useCounter } from '../../stores/counter';
import { useSettings } from '../../stores/settings';
import { askAgainText } from '../../ui/counterText';

export function CooldownPrompt() {
  const confirm = useCounter((s) => s.confirm);
  const confirmAgain = useCounter((s) => s.confirmAgain);
  const cancel = useCounter((s) => s.cancelConfirm);
  const earningMinutes = useSettings((s) => s.settings?.earningMinutes ?? null);

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
      <h2 id="cooldown-title">{title}</h2>
      <p id="cooldown-text">{detail}</p>
      <div className="row">
        <button
          type="button"
          className="primary"
          onClick={() => void confirmAgain()}
          aria-keyshortcuts="Enter"
          autoFocus
        >
          {confirm.reason === 'elsewhere' ? 'Add a stamp' : 'Add another stamp'} <kbd>Enter</kbd>
        </button>
        <button type="button" onClick={cancel} aria-keyshortcuts="Escape">
          No <kbd>Esc</kbd>
        </button>
      </div>
    </div>
  );
}
