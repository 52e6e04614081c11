// The dry run's problems, each with its line in the file (the header is line 1) and what to fix.
import type { ImportCheckView } from '@shared/ipc/memberRecords';
import { useSaid, useT } from '../../../i18n/useT';
import { problemsNotShown } from './importModel';
import { ScrollBox } from './ScrollBox';

export function ImportProblems({ check }: { check: ImportCheckView }) {
  const t = useT();
  const say = useSaid();
  if (check.problemCount === 0) {
    return (
      <p className="desk-success" data-testid="import-no-problems">
        {t('members.import.noProblems')}
      </p>
    );
  }
  const more = problemsNotShown(check.problemCount, check.problems.length);
  return (
    <section className="import-problems" aria-labelledby="import-problems-title">
      <h2 id="import-problems-title">
        {t('members.import.problems', { count: check.problemCount })}
      </h2>
      <p className="desk-muted">{t('members.import.problemsHint')}</p>
      <ScrollBox className="import-problems__list" label={t('members.import.problemsByLine')}>
        <ul data-testid="import-problem-list">
          {check.problems.map((p) => (
            <li key={p.line} data-testid="import-problem">
              <strong>{t('members.import.line', { line: p.line })}</strong>{' '}
              {p.said ? p.said.map(say).join(' ') : p.messages.join(' ')}
            </li>
          ))}
        </ul>
        {more !== null && (
          <p data-testid="import-problems-more">{t('members.import.more', { count: more })}</p>
        )}
      </ScrollBox>
    </section>
  );
}
