// The member on screen: who, their card, and whether what is shown is confirmed by the service.
import { useState } from 'react';
import { memberName } from '@shared/members/memberName';
import { useCounter } from '../../stores/counter';
import { useProgram } from '../../stores/program';
import { countLabel } from '../../ui/counterText';
import { MemberDetails } from './MemberDetails';
import { StoreLastVisit } from './StoreLastVisit';
import { StampCard } from '../../ui/StampCard';
import { ArchivedPass } from './ArchivedPass';
import { UnknownCode } from './UnknownCode';
import { useUnknownCode } from '../../stores/unknownCode';

export function MemberPanel() {
  const member = useCounter((s) => s.member);
  const program = useProgram((s) => s.program);
  const loaded = useProgram((s) => s.loaded);
  const [details, setDetails] = useState(false);
  const unverified = useCounter((s) => s.unverified);
  const unknownCode = useUnknownCode((s) => s.read);

  if (!program) {
    return (
      <section className="member empty" aria-label="Member">
        <p>
          {loaded
            ? 'No loyalty program chosen for this station. Pick one in Settings.'
            : 'Loading the loyalty program…'}
        </p>
      </section>
    );
  }
  if (!member) {
    if (unknownCode) return <UnknownCode />;
    return (
      <section className="member empty" aria-label="Member">
        <h2>{program.name}</h2>
        <p>No member yet: scan a pass.</p>
      </section>
    );
  }
  const name = memberName(member.dynamicFields);
  return (
    <section className="member" aria-label="Member" data-testid="member">
      <header>
        <h2>{name || 'Member'}</h2>
        <p className="member-id" data-testid="member-id">
          {member.customerId}
        </p>
        <button type="button" aria-haspopup="dialog" onClick={() => setDetails(true)}>
          History
        </button>
      </header>
      {details && (
        <MemberDetails customerId={member.customerId} onClose={() => setDetails(false)} />
      )}
      {unverified && (
        <p className="unverified" data-testid="unverified">
          Not verified: this code is not in the member list this station has, and the service can't
          be asked now. The check-in is kept and checked when it syncs.
        </p>
      )}
      {member.archivedAt ? (
        <ArchivedPass member={member} />
      ) : (
        <>
          <StampCard program={program} count={member.displayCount} />
          <p className="count-label" data-testid="count-label">
            {countLabel(program, member.displayCount)}
          </p>
        </>
      )}
      <StoreLastVisit member={member} />
      {member.pendingCount > 0 && (
        <p className="unsynced" data-testid="unsynced">
          {member.pendingCount === 1 ? '1 change' : `${member.pendingCount} changes`} not yet synced
          {member.knownCount !== null
            ? `; last confirmed ${countLabel(program, member.knownCount)}`
            : ''}
        </p>
      )}
    </section>
  );
}
