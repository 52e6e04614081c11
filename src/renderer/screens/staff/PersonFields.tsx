// The fields of a person, shared by adding and editing: name, role and the PIN typed twice.
import { useId } from 'react';
import type { FieldErrors, UseFormRegister, UseFormRegisterReturn } from 'react-hook-form';
import { STAFF_ROLES, type StaffRole } from '@shared/ipc/staffContract';
import { issueSentence } from '@shared/words/issues';
import { useT } from '../../i18n/useT';
import { FieldNotes } from '../../ui/fields/FieldError';
import { ROLE_WORDS } from '../../ui/staff/staffWords';
import { ROLE_RIGHTS } from './staffModel';

interface PersonValues {
  name: string;
  role: StaffRole;
  pin: string;
  pinAgain: string;
}

export function PersonFields({
  register,
  errors,
  fixedRole,
  pinLabel,
}: {
  register: UseFormRegister<PersonValues>;
  errors: FieldErrors<PersonValues>;
  /** The first person is the owner: the role is said around the form, not asked. */
  fixedRole?: StaffRole;
  pinLabel: string;
}) {
  const t = useT();
  const id = useId();
  const labels = {
    name: t('members.staff.name'),
    role: t('members.staff.role'),
    pin: t('members.staff.pin'),
    pinAgain: t('members.staff.pinAgain'),
  };
  const field = (name: keyof PersonValues) => {
    const message = errors[name]?.message;
    const error = message ? issueSentence(message, labels, name) : undefined;
    return {
      id: `${id}-${name}`,
      error,
      aria: {
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? `${id}-${name}-error` : undefined,
      },
    };
  };
  const name = field('name');
  const role = field('role');
  const pin = field('pin');
  const again = field('pinAgain');
  return (
    <div className="staff-person-fields">
      <div className="form-field">
        <label htmlFor={name.id}>{labels.name}</label>
        <input
          id={name.id}
          autoComplete="off"
          maxLength={60}
          {...name.aria}
          {...register('name')}
        />
        <FieldNotes id={name.id} error={name.error} />
      </div>
      {fixedRole === undefined && (
        <div className="form-field">
          <label htmlFor={role.id}>{labels.role}</label>
          <select
            id={role.id}
            {...role.aria}
            aria-describedby={[role.aria['aria-describedby'], `${id}-rights`]
              .filter(Boolean)
              .join(' ')}
            {...register('role')}
          >
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {t(ROLE_WORDS[r])}
              </option>
            ))}
          </select>
          <FieldNotes id={role.id} error={role.error} />
        </div>
      )}
      <PinField field={pin} label={pinLabel} register={register('pin')} />
      <PinField field={again} label={labels.pinAgain} register={register('pinAgain')} />
      {fixedRole === undefined && (
        <p id={`${id}-rights`} className="field-hint staff-person-fields__rights">
          {STAFF_ROLES.map((r) => t(ROLE_RIGHTS[r])).join(' ')}
        </p>
      )}
    </div>
  );
}

/** A PIN typed on a till's number pad, hidden, never remembered by the browser. */
function PinField({
  field,
  label,
  register,
}: {
  field: { id: string; error: string | undefined; aria: Record<string, unknown> };
  label: string;
  register: UseFormRegisterReturn;
}) {
  return (
    <div className="form-field">
      <label htmlFor={field.id}>{label}</label>
      <input
        id={field.id}
        type="password"
        inputMode="numeric"
        autoComplete="new-password"
        maxLength={12}
        {...field.aria}
        {...register}
      />
      <FieldNotes id={field.id} error={field.error} />
    </div>
  );
}
