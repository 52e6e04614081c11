// The check's counts: how many rows the file has and what an import would do with each.
import { useIntl } from 'react-intl';
import type { ImportCheckView } from '@shared/ipc/memberRecords';
import type { MessageId } from '@shared/i18n/messageId';
import { useT } from '../../../i18n/useT';

export function ImportSummary({ check }: { check: ImportCheckView }) {
  const t = useT();
  const intl = useIntl();
  const facts: [MessageId, number, string][] = [
    ['members.import.summary.rows', check.rows, 'rows'],
    ['members.import.summary.ready', check.ready, 'ready'],
    ['members.import.summary.already', check.alreadyImported, 'already-imported'],
    ['members.import.summary.repeated', check.repeated, 'repeated'],
    ['members.import.summary.problems', check.problemCount, 'problems'],
  ];
  return (
    <dl className="import-summary" data-testid="import-summary">
      {facts.map(([label, value, key]) => (
        <div key={key} className={key === 'problems' && value > 0 ? 'import-summary--bad' : ''}>
          <dt>{t(label)}</dt>
          <dd data-testid={`import-${key}`}>{intl.formatNumber(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
