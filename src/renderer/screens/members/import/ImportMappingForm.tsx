// Which column of the file fills each field of the program's form, and which holds the count:
// the core's guess shown as selects, each change checked again at once.
import { useId } from 'react';
import type { ImportCheckView, ImportMappingInput } from '@shared/ipc/memberRecords';
import { useT } from '../../../i18n/useT';
import { remapped } from './importModel';

const NONE = '';

export function ImportMappingForm({
  check,
  disabled,
  onChange,
}: {
  check: ImportCheckView;
  disabled: boolean;
  onChange(mapping: ImportMappingInput): void;
}) {
  const t = useT();
  const id = useId();
  const choices = (
    <>
      <option value={NONE}>{t('members.import.notImported')}</option>
      {check.columns.map((column) => (
        <option key={column} value={column}>
          {column}
        </option>
      ))}
    </>
  );
  const select = (field: string | null, label: string, value: string | null) => (
    <div className="form-field" key={field ?? 'count'}>
      <label htmlFor={`${id}-${field ?? 'count'}`}>{label}</label>
      <select
        id={`${id}-${field ?? 'count'}`}
        value={value ?? NONE}
        disabled={disabled}
        onChange={(e) =>
          onChange(remapped(check.mapping, field, e.target.value === NONE ? null : e.target.value))
        }
      >
        {choices}
      </select>
    </div>
  );
  return (
    <fieldset className="form-group import-mapping" data-testid="import-mapping">
      <legend>{t('members.import.mapping')}</legend>
      <div className="form-row">
        {check.fields.map((f) =>
          select(
            f.name,
            f.required ? t('members.enrol.neededLabel', { label: f.label }) : f.label,
            check.mapping.fields[f.name] ?? null,
          ),
        )}
        {select(null, t('members.import.count'), check.mapping.count)}
      </div>
    </fieldset>
  );
}
