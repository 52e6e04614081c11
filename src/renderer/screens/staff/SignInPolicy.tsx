// The store's rules for the sign-in: the idle time before the station returns to it, and whether
// any cashier may use the counter while nobody is signed in.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { StaffPolicy } from '@shared/ipc/staffContract';
import { sentence } from '@shared/words/issues';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import { FieldNotes } from '../../ui/fields/FieldError';
import { policyForm } from './staffModel';
import { Said, type Saying } from './Said';

export function SignInPolicy({ policy, onSaved }: { policy: StaffPolicy; onSaved(): void }) {
  const { register, handleSubmit, formState, reset } = useForm<StaffPolicy>({
    resolver: zodResolver(policyForm),
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
      setSaid({ ok: true, text: 'The sign-in rules are saved.' });
      onSaved();
    } catch (error) {
      setSaid({ ok: false, text: `Not saved: ${messageOf(error)}` });
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
      <h2 id="staff-policy-title">Sign-in</h2>
      <div className="form-field">
        <label htmlFor="staff-idle">Back to the sign-in after this many idle minutes</label>
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
        <input type="checkbox" {...register('anyCashier')} /> Any cashier may use the counter while
        nobody is signed in
      </label>
      <div className="desk-actions">
        <button type="submit" className="primary" disabled={formState.isSubmitting}>
          Save sign-in rules
        </button>
        <Said said={said} testId="staff-policy-said" />
      </div>
    </form>
  );
}
