// Shown right after a sign-in when the core asks the person to change their PIN (a forgotten till
// held it, or it is short for their role): the current PIN, the new one twice, or "Not now".
import { useId, useState, type FormEvent } from 'react';
import { AppError } from '@shared/ipc/errors';
import { LONG_PIN_DIGITS, type PinToChange } from '@shared/ipc/staffContract';
import type { MessageId } from '@shared/i18n/messageId';
import { messageOf } from '../../bridge/reviveErrors';
import { useT } from '../../i18n/useT';
import { useStaff } from '../../state/staff';
import { PinInput } from '../../ui/PinInput';
import { changePinForm, PIN_REASONS, type ChangePinForm } from './changePinModel';
import '../../ui/fields/fields.css';
import '../../ui/staff/signIn.css';
import './signInScreen.css';

type Field = keyof ChangePinForm;
const EMPTY: ChangePinForm = { pin: '', newPin: '', newPinAgain: '' };
const LABELS: Record<Field, MessageId> = {
  pin: 'shell.changePin.current',
  newPin: 'shell.changePin.new',
  newPinAgain: 'shell.changePin.again',
};

export default function ChangePinScreen({ reason }: { reason: PinToChange }) {
  const t = useT();
  const id = useId();
  const name = useStaff((s) => s.view?.person?.name ?? '');
  const [form, setForm] = useState<ChangePinForm>(EMPTY);
  const [problems, setProblems] = useState<Partial<Record<Field | 'form', string>>>({});
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = changePinForm.safeParse(form);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        found[issue.path[0] as Field] ??= t(issue.message as MessageId);
      }
      setProblems(found);
      return;
    }
    setBusy(true);
    try {
      await useStaff.getState().changeOwnPin({ pin: form.pin, newPin: form.newPin });
    } catch (error) {
      const field = error instanceof AppError ? error.details?.['field'] : undefined;
      setProblems({ [field === 'newPin' ? 'newPin' : 'form']: messageOf(error) });
      setForm(field === 'newPin' ? { ...form, newPin: '', newPinAgain: '' } : EMPTY);
      setBusy(false);
    }
  };

  return (
    <section className="sign-in-screen" aria-labelledby={`${id}-title`} data-testid="change-pin">
      <h1 id={`${id}-title`}>{t('shell.changePin.title')}</h1>
      <p>
        <strong>{name}</strong>
      </p>
      <p>{t(PIN_REASONS[reason], { digits: LONG_PIN_DIGITS })}</p>
      <form className="change-pin-form" onSubmit={(e) => void submit(e)} noValidate>
        {(Object.keys(LABELS) as Field[]).map((field, i) => (
          <div key={field} className="change-pin-field">
            <label htmlFor={`${id}-${field}`}>{t(LABELS[field])}</label>
            <PinInput
              id={`${id}-${field}`}
              value={form[field]}
              onChange={(value) => setForm({ ...form, [field]: value })}
              autoFocus={i === 0}
              aria-invalid={problems[field] ? true : undefined}
              aria-describedby={problems[field] ? `${id}-${field}-problem` : undefined}
            />
            {problems[field] && (
              <p id={`${id}-${field}-problem`} role="alert" className="field-error">
                {problems[field]}
              </p>
            )}
          </div>
        ))}
        {problems.form && (
          <p role="alert" className="field-error">
            {problems.form}
          </p>
        )}
        <div className="sign-in-actions">
          <button type="submit" className="primary" disabled={busy}>
            {t('shell.changePin.submit')}
          </button>
          <button type="button" onClick={() => useStaff.getState().changePinLater()}>
            {t('shell.changePin.later')}
          </button>
        </div>
      </form>
    </section>
  );
}
