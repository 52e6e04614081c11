// A person signs in at the till: their name picked from large buttons, then their PIN. A staff
// badge scanned at any time does the same (useBadgeSignIn), so the panel only says so.
import { useId, useState, type FormEvent } from 'react';
import { AppError } from '@shared/ipc/errors';
import type { SessionView } from '@shared/ipc/staffContract';
import { messageOf } from '../../bridge/reviveErrors';
import { useT } from '../../i18n/useT';
import { useStaff } from '../../state/staff';
import { LockWait } from '../LockWait';
import { PinInput } from '../PinInput';
import '../fields/fields.css';
import './signIn.css';
import { ROLE_WORDS } from './staffWords';

type Tile = SessionView['people'][number];

export function SignInPanel({ people, onSignedIn }: { people: Tile[]; onSignedIn?(): void }) {
  const t = useT();
  const [chosen, setChosen] = useState<Tile | null>(null);
  if (chosen) {
    return <PinForm person={chosen} onBack={() => setChosen(null)} onSignedIn={onSignedIn} />;
  }
  return (
    <div className="sign-in-panel">
      <ul className="sign-in-people" aria-label={t('shell.signingIn.people')}>
        {people.map((person) => (
          <li key={person.id}>
            <button type="button" className="sign-in-person" onClick={() => setChosen(person)}>
              <span className="sign-in-name">{person.name}</span>
              <span className="sign-in-role">{t(ROLE_WORDS[person.role])}</span>
            </button>
          </li>
        ))}
      </ul>
      <p className="sign-in-badge">{t('shell.signingIn.orBadge')}</p>
    </div>
  );
}

function PinForm({
  person,
  onBack,
  onSignedIn,
}: {
  person: Tile;
  onBack(): void;
  onSignedIn?(): void;
}) {
  const t = useT();
  const id = useId();
  const signIn = useStaff((s) => s.signIn);
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<Problem | null>(
    person.waitUntil ? { text: null, wrongPin: false, waitUntil: person.waitUntil } : null,
  );
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await signIn({ staffId: person.id, pin });
      onSignedIn?.();
    } catch (error) {
      setProblem(problemOf(error));
      setPin('');
      setBusy(false);
    }
  };

  return (
    <form className="sign-in-panel sign-in-pin" onSubmit={(e) => void submit(e)}>
      <label htmlFor={`${id}-pin`}>{t('shell.signingIn.pinFor', { name: person.name })}</label>
      <PinInput
        id={`${id}-pin`}
        value={pin}
        onChange={setPin}
        autoFocus
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
      />
      {problem && (
        <p id={`${id}-problem`} role="alert" className="field-error">
          {problem.waitUntil ? (
            <>
              {problem.wrongPin && `${t('shell.signingIn.wrongPin')} `}
              <LockWait until={problem.waitUntil} />
            </>
          ) : (
            problem.text
          )}
        </p>
      )}
      <div className="sign-in-actions">
        <button type="submit" className="primary" disabled={busy || pin === ''}>
          {t('shell.signingIn.submit')}
        </button>
        <button type="button" onClick={onBack}>
          {t('shell.signingIn.someoneElse')}
        </button>
      </div>
    </form>
  );
}

interface Problem {
  /** The core's refusal, said when it was made (a refusal is not kept across a language change). */
  text: string | null;
  /** A wrong PIN that also started a wait: said before the wait. */
  wrongPin: boolean;
  /** When a wait follows too many wrong PINs: its end, counted down on screen. */
  waitUntil: string | null;
}

/** A refusal with a wait is said live from its end time, so it never shows a stale number. */
function problemOf(error: unknown): Problem {
  const waitUntil = error instanceof AppError ? error.details?.['waitUntil'] : undefined;
  if (typeof waitUntil !== 'string') {
    return { text: messageOf(error), wrongPin: false, waitUntil: null };
  }
  const wrongPin = error instanceof AppError && error.kind === 'forbidden';
  return { text: null, wrongPin, waitUntil };
}
