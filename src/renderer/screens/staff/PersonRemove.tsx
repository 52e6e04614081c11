// Removing a person, once the owner confirms; the core refuses the last owner and says why.
import { useState } from 'react';
import type { StaffMemberView } from '@shared/ipc/staffContract';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import { useT } from '../../i18n/useT';
import { Modal } from '../../ui/Modal';

export function PersonRemove({
  person,
  onDone,
}: {
  person: StaffMemberView;
  onDone(saved: string | null): void;
}) {
  const t = useT();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    setBusy(true);
    try {
      await api().staff.remove({ id: person.id });
      onDone(t('members.staff.removed', { name: person.name }));
    } catch (error) {
      setProblem(messageOf(error));
      setBusy(false);
    }
  };
  return (
    <Modal
      title={t('members.staff.removeAsk', { name: person.name })}
      className="staff-dialog"
      testId="staff-remove"
      closeLabel={t('members.staff.keep')}
      onClose={() => onDone(null)}
    >
      <p>{t('members.staff.removeText', { name: person.name })}</p>
      <div className="desk-actions">
        <button type="button" className="danger" disabled={busy} onClick={() => void remove()}>
          {t('members.staff.removeNamed', { name: person.name })}
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
