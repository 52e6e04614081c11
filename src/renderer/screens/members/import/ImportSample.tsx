// The file's first rows as the core read them, each column headed by the field it fills, so a
// wrong guess shows before anything is imported.
import type { ImportCheckView } from '@shared/ipc/memberRecords';
import { ScrollBox } from './ScrollBox';

export function ImportSample({ check }: { check: ImportCheckView }) {
  const fills = new Map<string, string>();
  for (const field of check.fields) {
    const column = check.mapping.fields[field.name];
    if (column) fills.set(column, field.label);
  }
  if (check.mapping.count) fills.set(check.mapping.count, 'Current count');
  return (
    <ScrollBox className="import-table" label="The file's first rows">
      <table data-testid="import-sample">
        <caption>
          The first {check.sample.length === 1 ? 'row' : `${check.sample.length} rows`} of the file
        </caption>
        <thead>
          <tr>
            {check.columns.map((column) => (
              <th key={column} scope="col">
                {column}
                <span className="import-table__fills">
                  {fills.has(column) ? `→ ${fills.get(column)}` : 'not imported'}
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
