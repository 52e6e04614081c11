// What an import did: the members queued, and the rows it passed over and why.
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { PATHS } from '../../../app/paths';
import { useT } from '../../../i18n/useT';
import type { ImportOutcome as Outcome } from './useMemberImport';

export function ImportOutcome({ outcome }: { outcome: Outcome }) {
  const t = useT();
  const intl = useIntl();
  const box = useRef<HTMLDivElement>(null);
  // The Import button pressed is disabled once nothing is left to add: the focus goes on here.
  useEffect(() => box.current?.focus(), [outcome]);
  const passedOver = [
    outcome.alreadyImported > 0 &&
      t('members.import.passedOver.already', { count: outcome.alreadyImported }),
    outcome.repeated > 0 && t('members.import.passedOver.repeated', { count: outcome.repeated }),
    outcome.skipped > 0 && t('members.import.passedOver.skipped', { count: outcome.skipped }),
  ].filter((said): said is string => Boolean(said));
  return (
    <div
      className="confirm outcome--success import-outcome"
      role="status"
      ref={box}
      tabIndex={-1}
      data-testid="import-outcome"
    >
      <p>
        <strong>
          {outcome.added > 0
            ? t('members.import.added', { count: outcome.added })
            : t('members.import.nobodyNew')}
        </strong>{' '}
        {passedOver.length > 0 &&
          t('members.import.notAdded', {
            reasons: intl.formatList(passedOver, { type: 'unit' }),
          })}
      </p>
      {outcome.added > 0 && (
        <p>
          <FormattedMessage
            id="members.import.foundNow"
            values={{ a: (chunks) => <a href={`#${PATHS.queue}`}>{chunks}</a> }}
          />
        </p>
      )}
    </div>
  );
}
