// The barcode symbology picker, shared by the template editor and the loyalty wizard.
import { useFormContext, type FieldValues } from 'react-hook-form';
import { BARCODE_TYPES } from '@shared/api';
import { useT } from '../../i18n/useT';

export function BarcodeTypeField({ name }: { name: string }) {
  const t = useT();
  const { register } = useFormContext<FieldValues>();
  const id = `f-${name.replaceAll('.', '-')}`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{t('shell.field.barcodeType')}</label>
      <select id={id} {...register(name)}>
        {BARCODE_TYPES.map((type) => (
          <option key={type} value={type}>
            {type}
          </option>
        ))}
      </select>
    </div>
  );
}
