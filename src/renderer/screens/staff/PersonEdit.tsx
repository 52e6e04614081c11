// Editing a person: a new name, role or PIN; only what changed is sent.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { StaffMemberView } from '@shared/ipc/staffContract';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
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
  const { register, handleSubmit, formState } = useForm<EditPersonForm>({
    resolver: zodResolver(editPersonForm),
    defaultValues: editFormOf(person),
  });
  const [problem, setProblem] = useState<string | null>(null);

  const save = handleSubmit(async (form) => {
    const change = personChangeOf(person, form);
    if (change === null)
      return setProblem('Nothing is changed: edit the name, the role or the PIN.');
    try {
      const saved = await api().staff.update(change);
      onDone(
        change.pin !== undefined && change.name === undefined && change.role === undefined
          ? `The PIN of ${saved.name} is changed.`
          : `${saved.name} is saved.`,
      );
    } catch (error) {
      setProblem(`Not saved: ${messageOf(error)}`);
    }
  });

  return (
    <Modal
      title={`Edit ${person.name}`}
      className="staff-dialog"
      testId="staff-edit"
      closeLabel="Cancel"
      onClose={() => onDone(null)}
    >
      <form noValidate onSubmit={(e) => void save(e)}>
        <PersonFields
          register={register}
          errors={formState.errors}
          pinLabel="New PIN (empty: keep it)"
        />
        <div className="desk-actions">
          <button type="submit" className="primary" disabled={formState.isSubmitting}>
            Save
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
