// The member on screen: who, their card, and whether what is shown is confirmed by the service.
import { Suspense, useState } from 'react';
import { memberName } from '@shared/members/memberName';
import { useT } from '../../i18n/useT';
import { useCounter } from '../../state/counter';
import { useProgram } from '../../state/program';
import { countWords } from '../../ui/counterText';
import { usePhrase } from '../../state/counterPhrase';
import { StoreLastVisit } from './StoreLastVisit';
import { StampCard } from '../../ui/StampCard';
import { ArchivedPass } from './ArchivedPass';
import { UnknownCode } from './UnknownCode';
import { useUnknownCode } from '../../state/unknownCode';
import { lazyWithWords } from '../../i18n/catalogue';

// A member's history, pass and passes to hand over load when History is first pressed: the
// counter's first paint needs none of them.
const MemberDetails = lazyWithWords(() =>
  import('./MemberDetails').then((m) => ({ default: m.MemberDetails })),
);

export function MemberPanel() {
  const member = useCounter((s) => s.member);
  const program = useProgram((s) => s.program);
  const loaded = useProgram((s) => s.loaded);
  const [details, setDetails] = useState(false);
  const unverified = useCounter((s) => s.unverified);
  const unknownCode = useUnknownCode((s) => s.read);
  const t = useT();
  const say = usePhrase();

  if (!program) {
    return (
      <section className="member empty" aria-label={t('counter.member')}>
        <p>{loaded ? t('counter.noProgram') : t('counter.loadingProgram')}</p>
      </section>
    );
  }
  if (!member) {
    if (unknownCode) return <UnknownCode />;
    return (
      <section className="member empty" aria-label={t('counter.member')}>
        <h2>{program.name}</h2>
        <p>{t('counter.noMemberYet')}</p>
      </section>
    );
  }
  const name = memberName(member.dynamicFields);
  return (
    <section className="member" aria-label={t('counter.member')} data-testid="member">
      <header>
        <h2>{name || t('counter.member')}</h2>
        <p className="member-id" data-testid="member-id">
          {member.customerId}
        </p>
        <button type="button" aria-haspopup="dialog" onClick={() => setDetails(true)}>
          {t('counter.historyTitle')}
        </button>
      </header>
      {details && (
        <Suspense fallback={null}>
          <MemberDetails customerId={member.customerId} onClose={() => setDetails(false)} />
        </Suspense>
      )}
      {unverified && (
        <p className="unverified" data-testid="unverified">
          {t('counter.unverified')}
        </p>
      )}
      {member.archivedAt ? (
        <ArchivedPass member={member} />
      ) : (
        <>
          <StampCard program={program} count={member.displayCount} />
          <p className="count-label" data-testid="count-label">
            {say(countWords(program, member.displayCount))}
          </p>
        </>
      )}
      <StoreLastVisit member={member} />
      {member.pendingCount > 0 && (
        <p className="unsynced" data-testid="unsynced">
          {member.knownCount !== null
            ? t('counter.unsyncedConfirmed', {
                count: member.pendingCount,
                known: say(countWords(program, member.knownCount)),
              })
            : t('counter.unsynced', { count: member.pendingCount })}
        </p>
      )}
    </section>
  );
}
