// An image URL (or a placeholder such as {photoUrl}) with a small preview of the picture.
import { useFormContext, useWatch } from 'react-hook-form';
import type { ImageField as ImageName } from '@shared/api';
import { useRemoteImage } from '../../../../images/useRemoteImage';
import type { TemplateForm } from '../templateForm';
import { PLACEHOLDER_EXAMPLE } from '../placeholderInsert';
import { FieldNotes } from '../../../../ui/fields/FieldError';
import { useFieldError } from '../../../../ui/fields/fieldLabels';
import { useT } from '../../../../i18n/useT';

export function ImageField({
  name,
  label,
  hint,
}: {
  name: ImageName;
  label: string;
  hint?: string;
}) {
  const t = useT();
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
          placeholder={t('templates.image.placeholder', { placeholder: PLACEHOLDER_EXAMPLE })}
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
  const t = useT();
  const image = useRemoteImage(url, 400);
  if (!/^https?:\/\//i.test(url)) {
    return (
      <span className="image-thumb image-thumb--empty">
        {url.startsWith('{') ? t('templates.image.perMember') : t('templates.image.none')}
      </span>
    );
  }
  if (image.status === 'failed') {
    return (
      <span className="image-thumb image-thumb--empty" title={image.message}>
        {t('templates.image.cannotLoad')}
      </span>
    );
  }
  if (image.status !== 'ready') return <span className="image-thumb image-thumb--empty">…</span>;
  return (
    <img className="image-thumb" src={image.src} alt={t('templates.image.preview', { label })} />
  );
}
