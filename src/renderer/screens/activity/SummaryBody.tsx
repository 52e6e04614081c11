// The day's summary: yesterday's flags and the open ones by signal, then yesterday's findings.
import { useIntl } from 'react-intl';
import type { ChannelResponse } from '@shared/ipc/contract';
import { useT } from '../../i18n/useT';
import { findingOf, signalName } from './flagWords';

export function SummaryBody({ summary }: { summary: ChannelResponse<'flags.summary'> }) {
  const t = useT();
  const intl = useIntl();
  const day = intl.formatDate(Date.parse(`${summary.day}T00:00:00Z`), {
    dateStyle: 'full',
    timeZone: 'UTC',
  });
  return (
    <div className="activity-summary">
      <p>{t('insights.flags.summaryOpen', { count: summary.open })}</p>
      {summary.bySignal.length > 0 && (
        <table>
          <caption>{t('insights.flags.summaryOf', { day })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('insights.flags.signal')}</th>
              <th scope="col">{t('insights.flags.summaryDay')}</th>
              <th scope="col">{t('insights.flags.summaryStillOpen')}</th>
            </tr>
          </thead>
          <tbody>
            {summary.bySignal.map((row) => (
              <tr key={row.signal}>
                <th scope="row">{signalName(t, row.signal)}</th>
                <td>{row.day}</td>
                <td>{row.open}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ul>
        {summary.flags.map((flag) => (
          <li key={flag.id}>
            <strong>{signalName(t, flag.signal)}</strong>: {findingOf(t, flag)}{' '}
            {[flag.memberName ?? flag.customerId, flag.staff].filter(Boolean).join(' · ')}
          </li>
        ))}
      </ul>
    </div>
  );
}
