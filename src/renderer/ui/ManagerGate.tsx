// What stands before a manager's screen or action while the lock is closed: the PIN, asked for.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { AppError } from '@shared/ipc/errors';
import { messageOf } from '../bridge/reviveErrors';
import { useLock } from '../stores/lock';
import { LockWait } from './LockWait';
import { PinInput } from './PinInput';
import './fields/fields.css';
import './managerGate.css';

/** `screen` when it stands for a whole screen: its title is then the page's heading. */
export function ManagerGate({
  what,
  screen = false,
  children,
}: {
  what: string;
  screen?: boolean;
  children: ReactNode;
}) {
  const view = useLock((s) => s.view);
  if (!view) return null;
  if (view.unlocked) return <>{children}</>;
  if (view.problem) return <LockProblem what={what} screen={screen} problem={view.problem} />;
  return <UnlockForm what={what} screen={screen} />;
}

/** No PIN can open a lock whose file is damaged: what happened and how to reset it, instead. */
function LockProblem({
  what,
  screen,
  problem,
}: {
  what: string;
  screen: boolean;
  problem: string;
}) {
  const Heading = screen ? 'h1' : 'h2';
  const id = useId();
  return (
    <section className="manager-gate" aria-labelledby={`${id}-title`} data-testid="manager-gate">
      <Heading id={`${id}-title`}>Manager PIN cannot be checked</Heading>
      <p>{what} is for managers. The counter and the queue stay open to everyone.</p>
      <p role="alert" className="field-error" data-testid="lock-problem">
        {problem}
      </p>
    </section>
  );
}

function UnlockForm({ what, screen }: { what: string; screen: boolean }) {
  const Heading = screen ? 'h1' : 'h2';
  const unlock = useLock((s) => s.unlock);
  const id = useId();
  const [pin, setPin] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await unlock(pin);
      setProblem(null);
    } catch (error) {
      setProblem(problemOf(error));
      setPin('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="manager-gate"
      onSubmit={(e) => void submit(e)}
      aria-labelledby={`${id}-title`}
      data-testid="manager-gate"
    >
      <Heading id={`${id}-title`}>Manager PIN needed</Heading>
      <p>{what} is for managers. The counter and the queue stay open to everyone.</p>
      <label htmlFor={`${id}-pin`}>Manager PIN</label>
      <PinInput
        id={`${id}-pin`}
        value={pin}
        onChange={setPin}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
      />
      {problem && (
        <p id={`${id}-problem`} role="alert" className="field-error">
          {problem.waitUntil ? (
            <>
              {problem.text && `${problem.text} `}
              <LockWait until={problem.waitUntil} />
            </>
          ) : (
            problem.text
          )}
        </p>
      )}
      <button type="submit" className="primary" disabled={busy || pin === ''}>
        Unlock
      </button>
    </form>
  );
}

interface Problem {
  text: string;
  /** When a wait follows too many wrong PINs: its end, counted down on screen. */
  waitUntil: string | null;
}

/** A refusal with a wait is said live from its end time, so it never shows a stale number. */
function problemOf(error: unknown): Problem {
  const waitUntil = error instanceof AppError ? error.details?.['waitUntil'] : undefined;
  if (typeof waitUntil !== 'string') return { text: messageOf(error), waitUntil: null };
  const wrong = error instanceof AppError && error.kind === 'forbidden';
  return { text: wrong ? 'That PIN is not right.' : '', waitUntil };
}
