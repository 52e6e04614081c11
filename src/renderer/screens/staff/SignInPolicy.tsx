// The store's rules for the sign-in: the idle time before the station returns to it, and whether
// any cashier may use the counter while nobody is signed in.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { StaffPolicy } from '@shared/ipc/staffContract';
import { sentence } from '@shared/words/issues';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import { useT } from '../../i18n/useT';
import { FieldNotes } from '../../ui/fields/FieldError';
import { useSaidResolver } from '../../ui/fields/useSaidResolver';
import { policyForm } from './staffModel';
import { Said, type Saying } from './Said';

export function SignInPolicy({ policy, onSaved }: { policy: StaffPolicy; onSaved(): void }) {
  const t = useT();
  const { register, handleSubmit, formState, reset } = useForm<StaffPolicy>({
    resolver: useSaidResolver(policyForm),
    defaultValues: policy,
  });
  const [said, setSaid] = useState<Saying | null>(null);
  useEffect(() => {
    if (!formState.isDirty) reset(policy);
  }, [policy, formState.isDirty, reset]);

  const save = handleSubmit(async (form) => {
    try {
      await api().staff.setPolicy(form);
      reset(form);
      setSaid({ ok: true, text: t('members.staff.rulesSaved') });
      onSaved();
    } catch (error) {
      setSaid({ ok: false, text: t('members.staff.notSaved', { reason: messageOf(error) }) });
    }
  });

  const message = formState.errors.idleMinutes?.message;
  // The schema's messages name the idle time themselves.
  const idleError = message ? sentence(message) : undefined;
  return (
    <form
      className="form-group"
      aria-labelledby="staff-policy-title"
      noValidate
      onSubmit={(e) => void save(e)}
    >
      <h2 id="staff-policy-title">{t('members.staff.signIn')}</h2>
      <div className="form-field">
        <label htmlFor="staff-idle">{t('members.staff.idleLabel')}</label>
        <input
          id="staff-idle"
          type="number"
          min={1}
          max={240}
          aria-invalid={idleError ? true : undefined}
          aria-describedby={idleError ? 'staff-idle-error' : undefined}
          {...register('idleMinutes', { valueAsNumber: true })}
        />
        <FieldNotes id="staff-idle" error={idleError} />
      </div>
      <label className="choice">
        <input type="checkbox" {...register('anyCashier')} /> {t('members.staff.anyCashier')}
      </label>
      <div className="desk-actions">
        <button type="submit" className="primary" disabled={formState.isSubmitting}>
          {t('members.staff.saveRules')}
        </button>
        <Said said={said} testId="staff-policy-said" />
      </div>
    </form>
  );
}
