// The manager PIN: set, changed or removed here; kept hashed in main, never shown again.
import { useState } from 'react';
import { managerPin } from '@shared/ipc/views';
import { issueSentence } from '@shared/words/issues';
import { messageOf } from '../../bridge/reviveErrors';
import { useLock } from '../../stores/lock';
import { PinInput } from '../../ui/PinInput';

export function ManagerPinSection() {
  const view = useLock((s) => s.view);
  const setPin = useLock((s) => s.setPin);
  const [pin, setPinText] = useState('');
  const [again, setAgain] = useState('');
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);

  const save = async (next: string | null) => {
    if (next !== null) {
      const checked = managerPin.safeParse(next);
      if (!checked.success)
        return setSaid({ ok: false, text: issueSentence(checked.error.issues[0]!.message, {}) });
      if (next !== again)
        return setSaid({ ok: false, text: 'The two PINs differ; type it twice alike.' });
    }
    try {
      await setPin(next);
      setPinText('');
      setAgain('');
      setSaid({
        ok: true,
        text:
          next === null
            ? 'The PIN is removed: every screen is open to everyone.'
            : 'Saved. Templates, programs, archive, credits and settings now need it.',
      });
    } catch (error) {
      setSaid({ ok: false, text: messageOf(error) });
    }
  };

  if (!view) return null;
  return (
    <section className="form-group" aria-labelledby="pin-title">
      <h2 id="pin-title">Manager PIN</h2>
      <p data-testid="pin-state">
        {view.pinSet
          ? 'Set. The counter and the queue stay open to cashiers; the other screens ask for it.'
          : 'No PIN is set: every screen is open to everyone at this station.'}
      </p>
      <form
        className="form-row"
        onSubmit={(e) => {
          e.preventDefault();
          void save(pin);
        }}
      >
        <div className="form-field">
          <label htmlFor="s-pin">{view.pinSet ? 'New PIN' : 'PIN (4 to 12 digits)'}</label>
          <PinInput id="s-pin" autoComplete="new-password" value={pin} onChange={setPinText} />
        </div>
        <div className="form-field">
          <label htmlFor="s-pin-again">The same PIN again</label>
          <PinInput
            id="s-pin-again"
            autoComplete="new-password"
            value={again}
            onChange={setAgain}
          />
        </div>
        <button type="submit" disabled={pin === ''}>
          {view.pinSet ? 'Change PIN' : 'Set PIN'}
        </button>
        {view.pinSet && (
          <button type="button" onClick={() => void save(null)}>
            Remove PIN
          </button>
        )}
      </form>
      {said && (
        <p
          role={said.ok ? 'status' : 'alert'}
          className={said.ok ? 'desk-success' : 'desk-error'}
          data-testid="pin-said"
        >
          {said.text}
        </p>
      )}
    </section>
  );
}
