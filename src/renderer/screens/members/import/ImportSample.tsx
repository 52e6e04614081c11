// The file's first rows as the core read them, each column headed by the field it fills, so a
// wrong guess shows before anything is imported.
import type { ImportCheckView } from '@shared/ipc/memberRecords';
import { useT } from '../../../i18n/useT';
import { ScrollBox } from './ScrollBox';

export function ImportSample({ check }: { check: ImportCheckView }) {
  const t = useT();
  const fills = new Map<string, string>();
  for (const field of check.fields) {
    const column = check.mapping.fields[field.name];
    if (column) fills.set(column, field.label);
  }
  if (check.mapping.count) fills.set(check.mapping.count, t('members.import.count'));
  return (
    <ScrollBox className="import-table" label={t('members.import.sampleLabel')}>
      <table data-testid="import-sample">
        <caption>{t('members.import.sampleCaption', { count: check.sample.length })}</caption>
        <thead>
          <tr>
            {check.columns.map((column) => (
              <th key={column} scope="col">
                {column}
                <span className="import-table__fills">
                  {fills.has(column)
                    ? t('members.import.fills', { field: fills.get(column)! })
                    : t('members.import.columnNotImported')}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {check.sample.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) => (
                <td key={c}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
