// What stands before a manager's screen or action while the role in force is below it: a manager
// (or the owner) needs to sign in, picked by name with their PIN or by their badge.
import { useId, type ReactNode } from 'react';
import { mayAct } from '@shared/ipc/access';
import type { MessageId } from '@shared/i18n/messageId';
import { useT } from '../i18n/useT';
import { staffProblemPhrase, usePhrase } from '../state/counterPhrase';
import { useStaff } from '../state/staff';
import { SignInPanel } from './staff/SignInPanel';
import './managerGate.css';

type Least = 'manager' | 'owner';

const HEADING: Record<Least, MessageId> = {
  manager: 'shell.gate.managerNeeded',
  owner: 'shell.gate.ownerNeeded',
};
const WHAT_IS_FOR: Record<Least, MessageId> = {
  manager: 'shell.gate.forManagers',
  owner: 'shell.gate.forOwner',
};

/**
 * `screen` when it stands for a whole screen: its title is then the page's heading. `what` names
 * the screen or the action in the page's language ("Erasing a member").
 */
export function ManagerGate({
  what,
  least = 'manager',
  screen = false,
  children,
}: {
  what: string;
  least?: Least;
  screen?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const phrase = usePhrase();
  const view = useStaff((s) => s.view);
  const id = useId();
  if (!view) return null;
  if (mayAct(view.role, least)) return <>{children}</>;
  const Heading = screen ? 'h1' : 'h2';
  const able = view.people.filter((person) => mayAct(person.role, least));
  const nobody = staffProblemPhrase(view);
  return (
    <section className="manager-gate" aria-labelledby={`${id}-title`} data-testid="manager-gate">
      <Heading id={`${id}-title`}>{nobody ? t('shell.gate.nobody') : t(HEADING[least])}</Heading>
      <p>{t(WHAT_IS_FOR[least], { what })}</p>
      {nobody ? (
        <p role="alert" className="field-error" data-testid="staff-problem">
          {phrase(nobody)}
        </p>
      ) : (
        <SignInPanel people={able} />
      )}
    </section>
  );
}
