// Removing a person, once the owner confirms; the core refuses the last owner and says why.
import { useState } from 'react';
import type { StaffMemberView } from '@shared/ipc/staffContract';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import { Modal } from '../../ui/Modal';

export function PersonRemove({
  person,
  onDone,
}: {
  person: StaffMemberView;
  onDone(saved: string | null): void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await api().staff.remove({ id: person.id });
      onDone(`${person.name} is removed.`);
    } catch (error) {
      setProblem(messageOf(error));
      setBusy(false);
    }
  };
  return (
    <Modal
      title={`Remove ${person.name}?`}
      className="staff-dialog"
      testId="staff-remove"
      closeLabel="Keep"
      onClose={() => onDone(null)}
    >
      <p>
        {person.name} can no longer sign in, with their PIN or their badge. The journal keeps the
        name on what they did.
      </p>
      <div className="desk-actions">
        <button type="button" className="danger" disabled={busy} onClick={() => void remove()}>
          Remove {person.name}
        </button>
        {problem && (
          <p role="alert" className="desk-error" data-testid="staff-remove-problem">
            {problem}
          </p>
        )}
      </div>
    </Modal>
  );
}
