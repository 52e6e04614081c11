// A member's page below the members list: their details, card, history and pass, with edit,
// erasure and a way to take them to the counter.
import { fieldWords } from '../../ui/fields/fieldWords';
import { useMemo, useState } from 'react';
import type { MemberSummary, OutboxItemView, ProgramView } from '@shared/ipc/views';
import { enrolFields } from '@shared/members/enrolForm';
import { PATHS } from '../../app/paths';
import { useT } from '../../i18n/useT';
import { useCounter } from '../../state/counter';
import { navigate } from '../../state/location';
import { useProgram } from '../../state/program';
import { countLabel } from '../../ui/counterText';
import { MemberHistory, whenDone } from '../../ui/MemberHistory';
import { QrCode } from '../../ui/QrCode';
import { StampCard } from '../../ui/StampCard';
import { useMemberStory } from '../../ui/useMemberStory';
import { PassHandOver } from '../../ui/handOver/PassHandOver';
import { EditSaved, MemberEdit } from './MemberEdit';
import { MemberErase } from './MemberErase';
import './members.css';

export default function MemberPage({ customerId }: { customerId: string }) {
  const t = useT();
  const program = useProgram((s) => s.program);
  const { story, setStory, problem } = useMemberStory(customerId);
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState<OutboxItemView | null>(null);

  const back = (
    <a className="button-link" href={`#${PATHS.members}`}>
      {t('members.page.back')}
    </a>
  );
  if (!story) {
    return (
      <div className="member-page">
        {back}
        <h1>{t('members.page.member')}</h1>
        {problem ? <p role="alert">{problem}</p> : <p>{t('common.loading')}</p>}
      </div>
    );
  }

  const { member } = story;
  const name = member.name || t('members.page.thisMember');
  const openAtCounter = () => {
    void useCounter.getState().show(member.customerId);
    navigate(PATHS.counter);
  };
  return (
    <div className="member-page" data-testid="member-page">
      <header className="member-page-head">
        {back}
        <h1>{name}</h1>
        <button type="button" className="primary" onClick={openAtCounter}>
          {t('members.page.openAtCounter')}
        </button>
      </header>
      <div className="member-page-body">
        <section aria-labelledby="member-card-title" className="member-panel">
          <h2 id="member-card-title">{t('members.page.card')}</h2>
          {program && <StampCard program={program} count={member.displayCount} />}
          <p data-testid="member-count">
            {countLabel(program, member.displayCount)}
            {member.pendingCount > 0
              ? ` ${t('members.page.notSynced', { count: member.pendingCount })}`
              : ''}
          </p>
        </section>
        <section aria-labelledby="member-details-title" className="member-panel">
          <h2 id="member-details-title">{t('members.page.details')}</h2>
          {saved && <EditSaved first={saved} />}
          {editing && program ? (
            <MemberEdit
              member={member}
              program={program}
              onCancel={() => setEditing(false)}
              onSaved={(now, item) => {
                setStory({ ...story, member: now });
                setSaved(item);
                setEditing(false);
              }}
            />
          ) : (
            <>
              <MemberFacts member={member} program={program} />
              <div className="member-actions">
                {program && (
                  <button type="button" onClick={() => setEditing(true)}>
                    {t('members.page.edit')}
                  </button>
                )}
                <MemberErase member={member} />
              </div>
            </>
          )}
        </section>
        <section aria-labelledby="member-pass-title" className="member-panel">
          <h2 id="member-pass-title">{t('members.page.pass')}</h2>
          {member.passPageUrl ? (
            <>
              <QrCode value={member.passPageUrl} label={t('members.enrol.qrLabel', { name })} />
              <PassHandOver
                member={{ ...member, passPageUrl: member.passPageUrl }}
                program={program}
              />
            </>
          ) : (
            <p>{t('members.page.notIssued')}</p>
          )}
        </section>
      </div>
      <section aria-labelledby="member-history-title">
        <h2 id="member-history-title">{t('members.page.history')}</h2>
        <MemberHistory entries={story.entries} fromService={story.fromService} program={program} />
      </section>
    </div>
  );
}

/** The member's values under the form's labels, the program's fields first. */
function MemberFacts({ member, program }: { member: MemberSummary; program: ProgramView | null }) {
  const t = useT();
  const labels = useMemo(
    () =>
      new Map(
        program ? enrolFields(program.template).map((f) => [f.name, fieldWords(f.name, t)]) : [],
      ),
    [program, t],
  );
  const names = [...labels.keys(), ...Object.keys(member.fields).filter((n) => !labels.has(n))];
  return (
    <dl className="member-facts" data-testid="member-facts">
      {names.map((field) => (
        <div key={field} className="member-fact">
          <dt>{labels.get(field) ?? fieldWords(field, t)}</dt>
          <dd>{member.fields[field] || '–'}</dd>
        </div>
      ))}
      <div className="member-fact">
        <dt>{t('members.page.lastVisit')}</dt>
        <dd>
          {member.lastVisitAt ? whenDone(member.lastVisitAt) : t('members.page.noVisitRecorded')}
        </dd>
      </div>
      <div className="member-fact">
        <dt>{t('members.page.memberId')}</dt>
        <dd className="member-page-id">{member.customerId}</dd>
      </div>
    </dl>
  );
}
