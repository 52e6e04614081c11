// A person's staff badge: issue one (any earlier one stops working), print it, or clear it.
import { useState } from 'react';
import type { StaffMemberView } from '@shared/ipc/staffContract';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import { Modal } from '../../ui/Modal';
import { BadgeCard } from './BadgeCard';

export function PersonBadge({
  person: initial,
  onChanged,
  onDone,
}: {
  person: StaffMemberView;
  /** A badge was issued or cleared: the list reads again. */
  onChanged(): void;
  onDone(saved: string | null): void;
}) {
  const [person, setPerson] = useState(initial);
  const [badge, setBadge] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);

  const act = async (what: () => Promise<void>) => {
    try {
      await what();
      setProblem(null);
      onChanged();
    } catch (error) {
      setProblem(messageOf(error));
    }
  };
  const issue = () =>
    act(async () => {
      const issued = await api().staff.issueBadge({ id: person.id });
      setPerson(issued.person);
      setBadge(issued.badge);
      setSaid(`${issued.person.name} has a new badge: print it now.`);
    });
  const clear = () =>
    act(async () => {
      setPerson(await api().staff.clearBadge({ id: person.id }));
      setBadge(null);
      setSaid(`The badge of ${person.name} no longer signs in.`);
    });

  return (
    <Modal
      title={`Badge of ${person.name}`}
      className="staff-dialog"
      testId="staff-badge-dialog"
      onClose={() => onDone(said)}
    >
      <p data-testid="staff-badge-state">
        {person.hasBadge
          ? `${person.name} has a badge: scanning it at the counter signs them in.`
          : `${person.name} has no badge: they sign in with their PIN.`}
      </p>
      {badge && <BadgeCard person={person} badge={badge} />}
      <div className="desk-actions">
        <button
          type="button"
          className={badge ? undefined : 'primary'}
          onClick={() => void issue()}
        >
          {person.hasBadge ? 'Issue a new badge' : 'Issue a badge'}
        </button>
        {person.hasBadge && (
          <button type="button" onClick={() => void clear()}>
            Clear badge
          </button>
        )}
      </div>
      {person.hasBadge && !badge && (
        <p className="field-hint">A new badge replaces the old one, which stops working.</p>
      )}
      {problem && (
        <p role="alert" className="desk-error">
          {problem}
        </p>
      )}
      {/* Beside a fresh card its printing says enough; said again when the dialog closes. */}
      {said && !badge && (
        <p role="status" className="desk-success">
          {said}
        </p>
      )}
    </Modal>
  );
}
