// A labelled text input of a desk form; in the template editor it takes placeholders from the chips.
import { useFormContext, type FieldValues } from 'react-hook-form';
import { FieldNotes } from './FieldError';
import { useFieldError } from './fieldLabels';

interface Props {
  name: string;
  label: string;
  hint?: string;
  multiline?: boolean;
  maxLength?: number;
  type?: 'text' | 'number' | 'url' | 'tel' | 'email';
  /** Id of a datalist of suggested values. */
  list?: string;
  /** The browser's hint for filling it in, e.g. "name" or "tel". */
  autoComplete?: string;
}

export function TextField({
  name,
  label,
  hint,
  multiline,
  maxLength,
  list,
  autoComplete,
  type = 'text',
}: Props) {
  const { register } = useFormContext<FieldValues>();
  const id = `f-${name.replaceAll('.', '-')}`;
  const error = useFieldError(name, label);
  const describedBy =
    [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') ||
    undefined;
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'data-placeholders': 'true',
    maxLength,
    ...register(name, type === 'number' ? { valueAsNumber: true } : undefined),
  };
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea rows={2} {...common} />
      ) : (
        <input type={type} list={list} autoComplete={autoComplete} {...common} />
      )}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}
