// The dry run's problems, each with its line in the file (the header is line 1) and what to fix.
import type { ImportCheckView } from '@shared/ipc/memberRecords';
import { problemsNotShown } from './importModel';
import { ScrollBox } from './ScrollBox';

export function ImportProblems({ check }: { check: ImportCheckView }) {
  if (check.problemCount === 0) {
    return (
      <p className="desk-success" data-testid="import-no-problems">
        Every row can be imported as it is.
      </p>
    );
  }
  const more = problemsNotShown(check.problemCount, check.problems.length);
  return (
    <section className="import-problems" aria-labelledby="import-problems-title">
      <h2 id="import-problems-title">
        {check.problemCount === 1
          ? '1 row has a problem'
          : `${check.problemCount.toLocaleString('en')} rows have problems`}
      </h2>
      <p className="desk-muted">
        These rows are skipped. Fix them in the file and import it again: rows already imported are
        not added twice.
      </p>
      <ScrollBox className="import-problems__list" label="Problems by line">
        <ul data-testid="import-problem-list">
          {check.problems.map((p) => (
            <li key={p.line} data-testid="import-problem">
              <strong>Line {p.line}:</strong> {p.messages.join(' ')}
            </li>
          ))}
        </ul>
        {more && <p data-testid="import-problems-more">{more}</p>}
      </ScrollBox>
    </section>
  );
}
