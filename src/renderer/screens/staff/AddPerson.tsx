// Adding a person: the owner's form, or, while nobody exists, the store's first owner.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { messageOf } from '../../bridge/reviveErrors';
import { api } from '../../bridge/api';
import { PersonFields } from './PersonFields';
import { emptyPerson, newPersonForm, ROLE_LABELS, type NewPersonForm } from './staffModel';
import { Said, type Saying } from './Said';

export function AddPerson({ firstOwner, onAdded }: { firstOwner: boolean; onAdded(): void }) {
  const { register, handleSubmit, formState, reset } = useForm<NewPersonForm>({
    resolver: zodResolver(newPersonForm),
    defaultValues: emptyPerson(firstOwner ? 'owner' : 'cashier'),
  });
  const [said, setSaid] = useState<Saying | null>(null);

  const add = handleSubmit(async (form) => {
    try {
      const person = await api().staff.add({
        name: form.name,
        role: firstOwner ? 'owner' : form.role,
        pin: form.pin,
      });
      reset(emptyPerson(form.role));
      setSaid({
        ok: true,
        text: `${person.name} is added as ${ROLE_LABELS[person.role].toLowerCase()}.`,
      });
      onAdded();
    } catch (error) {
      setSaid({ ok: false, text: `Not added: ${messageOf(error)}` });
    }
  });

  return (
    <form
      className="form-group staff-add"
      aria-labelledby="staff-add-title"
      noValidate
      onSubmit={(e) => void add(e)}
    >
      <h2 id="staff-add-title">{firstOwner ? 'The owner' : 'Add a person'}</h2>
      {firstOwner && (
        <p>
          The owner alone manages the staff, the API key and the service URL. Once the owner is
          added, each person signs in with their own PIN or badge.
        </p>
      )}
      <PersonFields
        register={register}
        errors={formState.errors}
        fixedRole={firstOwner ? 'owner' : undefined}
        pinLabel="PIN (4 to 12 digits)"
      />
      <div className="desk-actions">
        <button type="submit" className="primary" disabled={formState.isSubmitting}>
          {firstOwner ? 'Add the owner' : 'Add person'}
        </button>
        <Said said={said} testId="staff-add-said" />
      </div>
    </form>
  );
}
