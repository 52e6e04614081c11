// Editing a person: a new name, role or PIN; only what changed is sent.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { StaffMemberView } from '@shared/ipc/staffContract';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import { useT } from '../../i18n/useT';
import { useSaidResolver } from '../../ui/fields/useSaidResolver';
import { Modal } from '../../ui/Modal';
import { PersonFields } from './PersonFields';
import { editFormOf, editPersonForm, personChangeOf, type EditPersonForm } from './staffModel';

export function PersonEdit({
  person,
  onDone,
}: {
  person: StaffMemberView;
  /** Closed: with what was saved, or null when nothing was. */
  onDone(saved: string | null): void;
}) {
  const t = useT();
  const { register, handleSubmit, formState } = useForm<EditPersonForm>({
    resolver: useSaidResolver(editPersonForm),
    defaultValues: editFormOf(person),
  });
  const [problem, setProblem] = useState<string | null>(null);

  const save = handleSubmit(async (form) => {
    const change = personChangeOf(person, form);
    if (change === null) return setProblem(t('members.staff.nothingChanged'));
    try {
      const saved = await api().staff.update(change);
      onDone(
        change.pin !== undefined && change.name === undefined && change.role === undefined
          ? t('members.staff.pinChanged', { name: saved.name })
          : t('members.staff.saved', { name: saved.name }),
      );
    } catch (error) {
      setProblem(t('members.staff.notSaved', { reason: messageOf(error) }));
    }
  });

  return (
    <Modal
      title={t('members.staff.editNamed', { name: person.name })}
      className="staff-dialog"
      testId="staff-edit"
      closeLabel={t('members.staff.cancel')}
      onClose={() => onDone(null)}
    >
      <form noValidate onSubmit={(e) => void save(e)}>
        <PersonFields
          register={register}
          errors={formState.errors}
          pinLabel={t('members.staff.pinChange')}
        />
        <div className="desk-actions">
          <button type="submit" className="primary" disabled={formState.isSubmitting}>
            {t('members.staff.save')}
          </button>
          {problem && (
            <p role="alert" className="desk-error">
              {problem}
            </p>
          )}
        </div>
      </form>
    </Modal>
  );
}
