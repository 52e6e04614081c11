// What stands before a manager's screen or action while the role in force is below it: a manager
// (or the owner) needs to sign in, picked by name with their PIN or by their badge.
import { useId, type ReactNode } from 'react';
import { mayAct } from '@shared/ipc/access';
import { useStaff } from '../stores/staff';
import { SignInPanel } from './staff/SignInPanel';
import './managerGate.css';

const WHO = {
  manager: { heading: 'A manager needs to sign in', for: 'managers' },
  owner: { heading: 'The owner needs to sign in', for: 'the owner' },
} as const;

/** `screen` when it stands for a whole screen: its title is then the page's heading. */
export function ManagerGate({
  what,
  least = 'manager',
  screen = false,
  children,
}: {
  what: string;
  least?: 'manager' | 'owner';
  screen?: boolean;
  children: ReactNode;
}) {
  const view = useStaff((s) => s.view);
  const id = useId();
  if (!view) return null;
  if (mayAct(view.role, least)) return <>{children}</>;
  const Heading = screen ? 'h1' : 'h2';
  const able = view.people.filter((person) => mayAct(person.role, least));
  return (
    <section className="manager-gate" aria-labelledby={`${id}-title`} data-testid="manager-gate">
      <Heading id={`${id}-title`}>
        {view.problem ? 'Nobody can sign in' : WHO[least].heading}
      </Heading>
      <p>
        {what} is for {WHO[least].for}. The counter and the queue stay open to every cashier.
      </p>
      {view.problem ? (
        <p role="alert" className="field-error" data-testid="staff-problem">
          {view.problem}
        </p>
      ) : (
        <SignInPanel people={able} />
      )}
    </section>
  );
}
