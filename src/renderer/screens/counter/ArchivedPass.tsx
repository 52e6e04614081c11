// An archived member at the counter: said plainly in place of their card, with enrolment as the
// way on (starting from their details as known); the counter offers no stamp, redeem or count.
import type { MemberView } from '@shared/ipc/views';
import { FormattedMessage } from 'react-intl';
import { useUnknownCode } from '../../state/unknownCode';
import { useT } from '../../i18n/useT';
import './scanOutcomes.css';

export function ArchivedPass({ member }: { member: MemberView }) {
  const ask = useUnknownCode((s) => s.ask);
  const t = useT();
  if (!member.archivedAt) return null;
  return (
    <div className="member-archived" role="note" data-testid="member-archived">
      <p>
        <FormattedMessage
          id="counter.archived.note"
          values={{ b: (chunks) => <strong>{chunks}</strong> }}
        />
      </p>
      <div className="scan-outcome-actions">
        <button type="button" onClick={() => ask('enrol', member.dynamicFields ?? {})}>
          {t('counter.archived.enrol')}
        </button>
      </div>
    </div>
  );
}
