// An image URL (or a placeholder such as {photoUrl}) with a small preview of the picture.
import { useFormContext, useWatch } from 'react-hook-form';
import type { ImageField as ImageName } from '@shared/api';
import { useRemoteImage } from '../../../../images/useRemoteImage';
import type { TemplateForm } from '../templateForm';
import { FieldNotes } from '../../../../ui/fields/FieldError';
import { useFieldError } from '../../../../ui/fields/fieldLabels';

export function ImageField({
  name,
  label,
  hint,
}: {
  name: ImageName;
  label: string;
  hint?: string;
}) {
  const { register, control } = useFormContext<TemplateForm>();
  const value = useWatch({ control, name });
  const id = `f-${name}`;
  const error = useFieldError(name, label);
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
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

function ImageThumb({ url, label }: { url: string; label: string }) {
  const image = useRemoteImage(url, 400);
  if (!/^https?:\/\//i.test(url)) {
    return (
      <span className="image-thumb image-thumb--empty">
        {url.startsWith('{') ? 'per member' : 'none'}
      </span>
    );
  }
  if (image.status === 'failed') {
    return (
      <span className="image-thumb image-thumb--empty" title={image.message}>
        cannot load
      </span>
    );
  }
  if (image.status !== 'ready') return <span className="image-thumb image-thumb--empty">…</span>;
  return <img className="image-thumb" src={image.src} alt={`${label} preview`} />;
}
