// The day's summary as a page to print or save as CSV, in the station's language.
import '../../ui/desk.css';
import './activity.css';
import { useEffect, useState } from 'react';
import type { ChannelResponse } from '@shared/ipc/contract';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import { useT } from '../../i18n/useT';
import { CsvExportButton } from '../../ui/CsvExportButton';
import { SummaryBody } from './SummaryBody';

export default function SummaryPage() {
  const t = useT();
  const [summary, setSummary] = useState<ChannelResponse<'flags.summary'> | null>(null);
  const [error, setError] = useState<{ cause: unknown } | null>(null);
  useEffect(() => {
    api()
      .flags.summary({ seen: true })
      .then(setSummary)
      .catch((cause: unknown) => setError({ cause }));
  }, []);
  return (
    <section className="desk-screen activity activity-print" aria-labelledby="summary-title">
      <div className="activity-controls">
        <h1 id="summary-title">{t('insights.flags.summaryTitle')}</h1>
        <a href="#/activity">{t('insights.flags.title')}</a>
        <button type="button" onClick={() => window.print()}>
          {t('insights.flags.print')}
        </button>
        {summary && (
          <CsvExportButton
            label={t('insights.flags.csv')}
            failure={t('insights.flags.csvFailed')}
            load={() =>
              api().flags.exportCsv({ period: { fromDay: summary.day, toDay: summary.day } })
            }
          />
        )}
      </div>
      {error && (
        <p role="alert" className="desk-error">
          {messageOf(error.cause)}
        </p>
      )}
      {summary && <SummaryBody summary={summary} />}
    </section>
  );
}
