// An archived member at the counter: said plainly in place of their card, with enrolment as the
// way on; the counter offers no stamp, redeem or count for them.
import type { MemberView } from '@shared/ipc/views';
import { useUnknownCode } from '../../stores/unknownCode';
import './scanOutcomes.css';

export function ArchivedPass({ member }: { member: MemberView }) {
  const ask = useUnknownCode((s) => s.ask);
  if (!member.archivedAt) return null;
  return (
    <div className="member-archived" role="note" data-testid="member-archived">
      <p>
        <strong>Pass archived:</strong> it takes no stamps, rewards or counts, and stays in the
        archived section of the member's wallet.
      </p>
      <div className="scan-outcome-actions">
        <button type="button" onClick={() => ask('enrol')}>
          Enrol as a new member
        </button>
      </div>
    </div>
  );
}
