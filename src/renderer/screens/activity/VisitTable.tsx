// The visits behind a flag, or a member's or a person's: when, which till, who, and what and how.
import { useIntl } from 'react-intl';
import type { FlagVisit } from '@shared/ipc/flagsContract';
import { useT } from '../../i18n/useT';
import { visitWhat } from './flagWords';

export function VisitTable({ visits, caption }: { visits: readonly FlagVisit[]; caption: string }) {
  const t = useT();
  const intl = useIntl();
  return (
    <table className="activity-visits">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('insights.flags.when')}</th>
          <th scope="col">{t('insights.flags.till')}</th>
          <th scope="col">{t('insights.flags.who')}</th>
          <th scope="col">{t('insights.flags.what')}</th>
          <th scope="col">{t('insights.flags.count')}</th>
        </tr>
      </thead>
      <tbody>
        {visits.map((visit) => (
          <tr key={visit.key} className={visit.undone ? 'activity-undone' : undefined}>
            <td>
              {intl.formatDate(Date.parse(visit.at), { dateStyle: 'short', timeStyle: 'short' })}
            </td>
            <td>{visit.stationName}</td>
            <td>{visit.staff ?? t('insights.flags.nobody')}</td>
            <td>{visitWhat(t, visit)}</td>
            {/* Numbers and the arrow read left to right in every language. */}
            <td dir="ltr">
              {visit.countBefore ?? '–'} → {visit.countAfter ?? '–'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
