// The day's summary shown once, at the owner's first look of the day, when flags are open.
import { useEffect, useState } from 'react';
import type { ChannelResponse } from '@shared/ipc/contract';
import { api } from '../../bridge/api';
import { useT } from '../../i18n/useT';
import { Modal } from '../../ui/Modal';
import { SummaryBody } from './SummaryBody';
import './activity.css';

export default function DailySummary() {
  const t = useT();
  const [summary, setSummary] = useState<ChannelResponse<'flags.summary'> | null>(null);
  useEffect(() => {
    let current = true;
    api()
      .flags.summary({ seen: false })
      .then((answer) => current && answer.due && setSummary(answer))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  if (!summary) return null;
  const close = () => {
    setSummary(null);
    void api()
      .flags.summary({ seen: true })
      .catch(() => undefined);
  };
  return (
    <Modal
      title={t('insights.flags.summaryTitle')}
      className="activity-summary-dialog"
      testId="daily-summary"
      onClose={close}
    >
      <SummaryBody summary={summary} />
      <p>
        <a href="#/activity" onClick={close}>
          {t('insights.flags.openScreen')}
        </a>
      </p>
    </Modal>
  );
}
