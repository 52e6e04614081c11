// A member's history at every till, or one person's day, opened from a flag.
import { useEffect, useState } from 'react';
import type { FlagVisit } from '@shared/ipc/flagsContract';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import { useT } from '../../i18n/useT';
import type { Look } from './FlagCard';
import { VisitTable } from './VisitTable';

export function LookPanel({ look, onClose }: { look: Look; onClose(): void }) {
  const t = useT();
  const [visits, setVisits] = useState<FlagVisit[] | null>(null);
  const [error, setError] = useState<{ cause: unknown } | null>(null);
  useEffect(() => {
    let current = true;
    const request =
      'customerId' in look ? { customerId: look.customerId } : { staff: look.staff, day: look.day };
    api()
      .flags.visits(request)
      .then((answer) => current && setVisits(answer.visits))
      .catch((cause: unknown) => current && setError({ cause }));
    return () => {
      current = false;
    };
  }, [look]);
  const title =
    'customerId' in look
      ? t('insights.flags.historyOf', { name: look.name })
      : t('insights.flags.dayOf', { name: look.staff, day: look.day });
  return (
    <section className="activity-look" aria-label={title} data-testid="activity-look">
      <div className="activity-look-head">
        <h2>{title}</h2>
        <button type="button" onClick={onClose}>
          {t('shell.close')}
        </button>
      </div>
      {error && (
        <p role="alert" className="desk-error">
          {messageOf(error.cause)}
        </p>
      )}
      {visits && <VisitTable visits={visits} caption={title} />}
    </section>
  );
}
