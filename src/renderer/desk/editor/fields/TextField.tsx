// A labelled text input of the template form that accepts placeholders from the chips.
import { useFormContext, type FieldPath } from 'react-hook-form';
import type { TemplateForm } from '../templateForm';
import { FieldError } from './FieldError';
import { errorAt } from './formErrors';

interface Props {
  name: FieldPath<TemplateForm>;
  label: string;
  hint?: string;
  multiline?: boolean;
  maxLength?: number;
}

export function TextField({ name, label, hint, multiline, maxLength }: Props) {
  const { register, formState } = useFormContext<TemplateForm>();
  const id = `f-${name.replaceAll('.', '-')}`;
  const error = errorAt(formState.errors, name);
  const describedBy =
    [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') ||
    undefined;
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'data-placeholders': 'true',
    maxLength,
    ...register(name),
  };
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={2} {...common} /> : <input type="text" {...common} />}
      {hint && (
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
