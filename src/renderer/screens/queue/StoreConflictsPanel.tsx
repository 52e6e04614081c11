// The Queue's "Conflicts between tills": two redemptions of one card taken while the store's
// network was split, both sides side by side, and a manager's decision with a reason. Shown only
// while any waits.
import { useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { mayAct } from '@shared/ipc/access';
import type { StoreConflict } from '@shared/ipc/storeContract';
import { said, type Said } from '@shared/i18n/said';
import { isolated } from '@shared/i18n/isolate';
import { messageOf } from '../../bridge/reviveErrors';
import { useSaid, useT } from '../../i18n/useT';
import { useStaff } from '../../state/staff';
import { openConflictsOf, useStoreConflicts } from '../../state/storeConflicts';
import { useStoreStatus } from '../../state/storeStatus';
import { FieldError } from '../../ui/fields/FieldError';
import { ManagerGate } from '../../ui/ManagerGate';
import { checkDecision, type DecisionProblems, type Outcome } from './conflictDecision';
import { SIDE_TIME } from './times';
import './storeConflicts.css';

export function StoreConflictsPanel() {
  const open = useStoreStatus((s) => s.status?.openConflicts ?? 0);
  const manager = useStaff((s) => mayAct(s.view?.role ?? null, 'manager'));
  const conflicts = useStoreConflicts((s) => s.conflicts);
  const error = useStoreConflicts((s) => s.error);
  // Kept as words to say, so the line stays in the page's language if it changes.
  const [decided, setDecided] = useState<Said | null>(null);
  const t = useT();
  const say = useSaid();

  // Read again whenever the count the status bar shows changes (a new one found, one decided).
  useEffect(() => {
    if (open > 0 && manager) void useStoreConflicts.getState().load();
  }, [open, manager]);

  if (open === 0 && !decided) return null;
  const waiting = openConflictsOf(conflicts);
  return (
    <section
      className={open > 0 ? 'store-conflicts' : 'store-conflicts store-conflicts--done'}
      aria-label={t('insights.conflicts.title')}
      data-testid="store-conflicts"
    >
      {/* Once the last one is decided, only the line saying so stays (it is announced). */}
      {open > 0 && (
        <>
          <h2 id="store-conflicts-title">{t('insights.conflicts.heading', { count: open })}</h2>
          <p>{t('insights.conflicts.intro', { count: open })}</p>
          <ManagerGate what={t('insights.conflicts.deciding')}>
            {error && (
              <p role="alert" className="error-text">
                {messageOf(error.cause)}
              </p>
            )}
            <ul className="conflict-list">
              {waiting.map((conflict) => (
                <ConflictRow key={conflict.id} conflict={conflict} onDecided={setDecided} />
              ))}
            </ul>
          </ManagerGate>
        </>
      )}
      <p role="status">{decided && say(decided)}</p>
    </section>
  );
}

function ConflictRow({
  conflict,
  onDecided,
}: {
  conflict: StoreConflict;
  onDecided(decision: Said): void;
}) {
  const id = useId();
  const t = useT();
  const say = useSaid();
  const intl = useIntl();
  const [reason, setReason] = useState('');
  const [count, setCount] = useState('');
  const [problems, setProblems] = useState<DecisionProblems>({});
  // The refusal itself, said when shown, so a change of language says it again.
  const [refused, setRefused] = useState<{ cause: unknown } | null>(null);
  const [working, setWorking] = useState(false);
  const who = conflict.memberName ?? conflict.customerId;

  const decide = async (outcome: Outcome) => {
    const checked = checkDecision(conflict.id, outcome, reason, count);
    if (!checked.ok) return setProblems(checked.problems);
    setProblems({});
    setRefused(null);
    setWorking(true);
    try {
      await useStoreConflicts.getState().resolve(checked.request);
      onDecided(
        outcome === 'keepBoth'
          ? said('insights.conflicts.keptBoth', { who: isolated(who) })
          : said('insights.conflicts.corrected', {
              who: isolated(who),
              count: checked.request.count ?? 0,
            }),
      );
    } catch (error) {
      setRefused({ cause: error });
    } finally {
      setWorking(false);
    }
  };

  return (
    <li className="conflict" data-testid="store-conflict">
      <h3>
        {who} <span className="conflict-id">{conflict.customerId}</span>
      </h3>
      <div className="conflict-sides">
        {conflict.sides.map((side, index) => (
          <dl key={side.eventId} className="conflict-side" data-testid="conflict-side">
            <dt>{index === 0 ? t('insights.conflicts.first') : t('insights.conflicts.second')}</dt>
            <dd className="conflict-station">{side.stationName}</dd>
            <dd>{intl.formatDate(side.at, SIDE_TIME)}</dd>
            <dd>{side.staffName ?? t('insights.conflicts.nobody')}</dd>
            <dd>
              {side.countBefore === null
                ? t('insights.conflicts.countUnknown')
                : t('insights.conflicts.countBefore', { count: side.countBefore })}
            </dd>
            {side.override && (
              <dd>{t('insights.conflicts.overridden', { override: side.override })}</dd>
            )}
          </dl>
        ))}
      </div>
      <div className="conflict-decision">
        <div className="form-field">
          <label htmlFor={`${id}-reason`}>{t('insights.conflicts.reason')}</label>
          <input
            id={`${id}-reason`}
            value={reason}
            maxLength={200}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={problems.reason ? true : undefined}
            aria-describedby={problems.reason ? `${id}-reason-error` : undefined}
          />
          <FieldError id={`${id}-reason-error`} message={problems.reason && say(problems.reason)} />
        </div>
        <button type="button" disabled={working} onClick={() => void decide('keepBoth')}>
          {t('insights.conflicts.keepBoth')}
        </button>
        <div className="form-field">
          <label htmlFor={`${id}-count`}>{t('insights.conflicts.rightCount')}</label>
          <input
            id={`${id}-count`}
            type="number"
            min={0}
            inputMode="numeric"
            value={count}
            onChange={(event) => setCount(event.target.value)}
            aria-invalid={problems.count ? true : undefined}
            aria-describedby={problems.count ? `${id}-count-error` : undefined}
          />
          <FieldError id={`${id}-count-error`} message={problems.count && say(problems.count)} />
        </div>
        <button type="button" disabled={working} onClick={() => void decide('correctCount')}>
          {t('insights.conflicts.correct')}
        </button>
      </div>
      {refused && (
        <p role="alert" className="error-text">
          {messageOf(refused.cause)}
        </p>
      )}
    </li>
  );
}
