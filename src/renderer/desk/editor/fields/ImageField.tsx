// An image URL (or a placeholder such as {photoUrl}) with a small preview of the picture.
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ImageField as ImageName } from '@shared/api';
import type { TemplateForm } from '../templateForm';
import { FieldError } from './FieldError';
import { errorAt } from './formErrors';

export function ImageField({
  name,
  label,
  hint,
}: {
  name: ImageName;
  label: string;
  hint?: string;
}) {
  const { register, formState, control } = useFormContext<TemplateForm>();
  const value = useWatch({ control, name });
  const id = `f-${name}`;
  const error = errorAt(formState.errors, name);
  return (
    <div className="form-field form-field--image">
      <label htmlFor={id}>{label}</label>
      <div className="image-input">
        <input
          id={id}
          type="url"
          inputMode="url"
          placeholder="https://… or {field}"
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].join(' ').trim() || undefined
          }
          data-placeholders="true"
          {...register(name)}
        />
        <ImageThumb url={value} label={label} />
      </div>
      {hint && (
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

function ImageThumb({ url, label }: { url: string; label: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!/^https?:\/\//i.test(url)) {
    return (
      <span className="image-thumb image-thumb--empty">
        {url.startsWith('{') ? 'per member' : 'none'}
      </span>
    );
  }
  if (failedUrl === url) return <span className="image-thumb image-thumb--empty">cannot load</span>;
  return (
    <img
      className="image-thumb"
      src={url}
      alt={`${label} preview`}
      onError={() => setFailedUrl(url)}
    />
  );
}
