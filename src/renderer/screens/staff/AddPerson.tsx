// Adding a person: the owner's form, or, while nobody exists, the store's first owner.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { messageOf } from '../../bridge/reviveErrors';
import { api } from '../../bridge/api';
import { useT } from '../../i18n/useT';
import { useSaidResolver } from '../../ui/fields/useSaidResolver';
import { PersonFields } from './PersonFields';
import { emptyPerson, newPersonForm, type NewPersonForm } from './staffModel';
import { Said, type Saying } from './Said';

export function AddPerson({ firstOwner, onAdded }: { firstOwner: boolean; onAdded(): void }) {
  const t = useT();
  const { register, handleSubmit, formState, reset } = useForm<NewPersonForm>({
    resolver: useSaidResolver(newPersonForm),
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
        text: t('members.staff.added', { name: person.name, role: person.role }),
      });
      onAdded();
    } catch (error) {
      setSaid({ ok: false, text: t('members.staff.notAdded', { reason: messageOf(error) }) });
    }
  });

  return (
    <form
      className="form-group staff-add"
      aria-labelledby="staff-add-title"
      noValidate
      onSubmit={(e) => void add(e)}
    >
      <h2 id="staff-add-title">
        {firstOwner ? t('members.staff.theOwner') : t('members.staff.addTitle')}
      </h2>
      {firstOwner && <p>{t('members.staff.ownerAlone')}</p>}
      <PersonFields
        register={register}
        errors={formState.errors}
        fixedRole={firstOwner ? 'owner' : undefined}
        pinLabel={t('members.staff.pinNew')}
      />
      <div className="desk-actions">
        <button type="submit" className="primary" disabled={formState.isSubmitting}>
          {firstOwner ? t('members.staff.addOwner') : t('members.staff.add')}
        </button>
        <Said said={said} testId="staff-add-said" />
      </div>
    </form>
  );
}
