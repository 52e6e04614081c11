// The barcode symbology picker, shared by the template editor and the loyalty wizard.
import { useFormContext, type FieldValues } from 'react-hook-form';
import { BARCODE_TYPES } from '@shared/api';

export function BarcodeTypeField({ name }: { name: string }) {
  const { register } = useFormContext<FieldValues>();
  const id = `f-${name.replaceAll('.', '-')}`;
  return (
    <div className="form-field">
      <label htmlFor={id}>Barcode type</label>
      <select id={id} {...register(name)}>
        {BARCODE_TYPES.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </select>
    </div>
  );
}
