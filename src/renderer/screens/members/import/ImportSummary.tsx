// The check's counts: how many rows the file has and what an import would do with each.
import type { ImportCheckView } from '@shared/ipc/memberRecords';

export function ImportSummary({ check }: { check: ImportCheckView }) {
  const facts: [string, number, string][] = [
    ['Rows', check.rows, 'rows'],
    ['Ready to import', check.ready, 'ready'],
    ['Already imported', check.alreadyImported, 'already-imported'],
    ['Repeated in the file', check.repeated, 'repeated'],
    ['With problems', check.problemCount, 'problems'],
  ];
  return (
    <dl className="import-summary" data-testid="import-summary">
      {facts.map(([label, value, key]) => (
        <div key={key} className={key === 'problems' && value > 0 ? 'import-summary--bad' : ''}>
          <dt>{label}</dt>
          <dd data-testid={`import-${key}`}>{value.toLocaleString('en')}</dd>
        </div>
      ))}
    </dl>
  );
}
