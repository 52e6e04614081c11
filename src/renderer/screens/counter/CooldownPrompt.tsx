// Asks before a second stamp for a member scanned again within the cooldown.
import { useEffect } from 'react';
import { useCounter } from '../../stores/counter';

export function CooldownPrompt() {
  const confirm = useCounter((s) => s.confirm);
  const confirmAgain = useCounter((s) => s.confirmAgain);
  const cancel = useCounter((s) => s.cancelConfirm);

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
  return (
    <div
      className="cooldown"
      role="alertdialog"
      aria-labelledby="cooldown-title"
      aria-describedby="cooldown-text"
    >
      <h2 id="cooldown-title">Scanned again</h2>
      <p id="cooldown-text">
        This member was checked in {confirm.secondsAgo} s ago. Add another stamp?
      </p>
      <div className="row">
        <button
          type="button"
          className="primary"
          onClick={() => void confirmAgain()}
          aria-keyshortcuts="Enter"
          autoFocus
        >
          Add another stamp <kbd>Enter</kbd>
        </button>
        <button type="button" onClick={cancel} aria-keyshortcuts="Escape">
          No <kbd>Esc</kbd>
        </button>
      </div>
    </div>
  );
}
