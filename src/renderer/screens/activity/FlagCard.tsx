// One flag: what was seen, about whom, the visits behind it, the way to the member's history
// and the person's day, and the decisions on it.
import { useId } from 'react';
import type { FlagView } from '@shared/ipc/flagsContract';
import { useT } from '../../i18n/useT';
import { FlagActions } from './FlagActions';
import { findingOf, signalName } from './flagWords';
import { VisitTable } from './VisitTable';

export type Look = { customerId: string; name: string } | { staff: string; day: string };

export function FlagCard({
  flag,
  onLook,
  onChanged,
}: {
  flag: FlagView;
  onLook(look: Look): void;
  onChanged(flag: FlagView): void;
}) {
  const t = useT();
  const titleId = useId();
  const member = flag.memberName ?? flag.customerId;
  return (
    <article className={`activity-flag activity-${flag.state}`} aria-labelledby={titleId}>
      <h3 id={titleId}>
        {signalName(t, flag.signal)}
        {flag.state === 'dismissed' && (
          <span className="activity-state"> · {t('store.flags.state', { state: flag.state })}</span>
        )}
      </h3>
      <p>{findingOf(t, flag)}</p>
      <p className="desk-muted">
        {[
          member && t('insights.flags.member', { name: member }),
          flag.staff && t('insights.flags.person', { name: flag.staff }),
          flag.stations.length > 0 &&
            t('insights.flags.tills', { tills: flag.stations.join(', ') }),
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <details>
        <summary>{t('insights.flags.evidence', { count: flag.evidenceCount })}</summary>
        <VisitTable visits={flag.evidence} caption={signalName(t, flag.signal)} />
      </details>
      <div className="activity-links">
        {flag.customerId && (
          <button
            type="button"
            onClick={() => onLook({ customerId: flag.customerId!, name: member ?? '' })}
          >
            {t('insights.flags.memberHistory')}
          </button>
        )}
        {flag.staff && (
          <button type="button" onClick={() => onLook({ staff: flag.staff!, day: flag.day })}>
            {t('insights.flags.personDay')}
          </button>
        )}
      </div>
      <FlagActions flag={flag} onDone={onChanged} />
    </article>
  );
}
