// A hex colour with a picker beside the text, both bound to the same form value.
import { Controller, useFormContext, type FieldValues } from 'react-hook-form';
import { HEX_COLOR_PATTERN, normalizeHexColor } from '@shared/api';
import { FieldError } from './FieldError';
import { useFieldError } from './fieldLabels';
import { useT } from '../../i18n/useT';

/** Used by both the template editor and the loyalty wizard, so it takes any field path. */
export function ColorField({ name, label }: { name: string; label: string }) {
  const t = useT();
  const { control } = useFormContext<FieldValues>();
  const id = `f-${name.replaceAll('.', '-')}`;
  const error = useFieldError(name, label);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="form-field form-field--color">
          <label htmlFor={id}>{label}</label>
          <div className="color-input">
            <input
              type="color"
              aria-label={t('shell.field.colorPicker', { label })}
              value={
                HEX_COLOR_PATTERN.test(field.value) ? normalizeHexColor(field.value) : '#000000'
              }
              onChange={(e) => field.onChange(e.target.value)}
              onBlur={field.onBlur}
            />
            <input
              id={id}
              type="text"
              value={typeof field.value === 'string' ? field.value : ''}

              placeholder="#rrggbb"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => field.onChange(e.target.value.trim())}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          </div>
          <FieldError id={`${id}-error`} message={error} />
        </div>
      )}
    />
  );
}
