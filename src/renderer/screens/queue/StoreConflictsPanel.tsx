// The Queue's "Conflicts between tills": two redemptions of one card taken while the store's
// network was split, both sides side by side, and a manager's decision with a reason. Shown only
// while any waits.
import { useEffect, useId, useState } from 'react';
import { mayAct } from '@shared/ipc/access';
import type { StoreConflict } from '@shared/ipc/storeContract';
import { countOf } from '@shared/words/plural';
import { messageOf } from '../../bridge/reviveErrors';
import { useStaff } from '../../stores/staff';
import { openConflictsOf, useStoreConflicts } from '../../stores/storeConflicts';
import { useStoreStatus } from '../../stores/storeStatus';
import { FieldError } from '../../ui/fields/FieldError';
import { ManagerGate } from '../../ui/ManagerGate';
import { checkDecision, sideTime, type DecisionProblems, type Outcome } from './conflictDecision';
import './storeConflicts.css';

export function StoreConflictsPanel() {
  const open = useStoreStatus((s) => s.status?.openConflicts ?? 0);
  const manager = useStaff((s) => mayAct(s.view?.role ?? null, 'manager'));
  const conflicts = useStoreConflicts((s) => s.conflicts);
  const error = useStoreConflicts((s) => s.error);
  const [decided, setDecided] = useState<string | null>(null);

  // Read again whenever the count the status bar shows changes (a new one found, one decided).
  useEffect(() => {
    if (open > 0 && manager) void useStoreConflicts.getState().load();
  }, [open, manager]);

  if (open === 0 && !decided) return null;
  const waiting = openConflictsOf(conflicts);
  return (
    <section
      className={open > 0 ? 'store-conflicts' : 'store-conflicts store-conflicts--done'}
      aria-label="Conflicts between tills"
      data-testid="store-conflicts"
    >
      {/* Once the last one is decided, only the line saying so stays (it is announced). */}
      {open > 0 && (
        <>
          <h2 id="store-conflicts-title">Conflicts between tills ({open})</h2>
          <p>
            While the store’s network was split, {open === 1 ? 'a card was' : 'cards were'} redeemed
            at two tills. Decide each one: keep both rewards, or correct the card’s count.
          </p>
          <ManagerGate what="Deciding a conflict between tills">
            {error && (
              <p role="alert" className="error-text">
                {error}
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
      <p role="status">{decided}</p>
    </section>
  );
}

function ConflictRow({
  conflict,
  onDecided,
}: {
  conflict: StoreConflict;
  onDecided(said: string): void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [count, setCount] = useState('');
  const [problems, setProblems] = useState<DecisionProblems & { form?: string }>({});
  const [working, setWorking] = useState(false);
  const who = conflict.memberName ?? conflict.customerId;

  const decide = async (outcome: Outcome) => {
    const checked = checkDecision(conflict.id, outcome, reason, count);
    if (!checked.ok) return setProblems(checked.problems);
    setProblems({});
    setWorking(true);
    try {
      await useStoreConflicts.getState().resolve(checked.request);
      onDecided(
        outcome === 'keepBoth'
          ? `Decided for ${who}: both redemptions kept.`
          : `Decided for ${who}: the count is set to ${checked.request.count ?? ''}.`,
      );
    } catch (error) {
      setProblems({ form: messageOf(error) });
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
            <dt>{index === 0 ? 'First redemption' : 'Second redemption'}</dt>
            <dd className="conflict-station">{side.stationName}</dd>
            <dd>{sideTime(side.at)}</dd>
            <dd>{side.staffName ?? 'Nobody signed in'}</dd>
            <dd>
              {side.countBefore === null
                ? 'Count before unknown'
                : `${countOf(side.countBefore, 'stamp')} before`}
            </dd>
            {side.override && <dd>Overridden: {side.override}</dd>}
          </dl>
        ))}
      </div>
      <div className="conflict-decision">
        <div className="form-field">
          <label htmlFor={`${id}-reason`}>Reason</label>
          <input
            id={`${id}-reason`}
            value={reason}
            maxLength={200}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={problems.reason ? true : undefined}
            aria-describedby={problems.reason ? `${id}-reason-error` : undefined}
          />
          <FieldError id={`${id}-reason-error`} message={problems.reason} />
        </div>
        <button type="button" disabled={working} onClick={() => void decide('keepBoth')}>
          Keep both
        </button>
        <div className="form-field">
          <label htmlFor={`${id}-count`}>Right count</label>
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
          <FieldError id={`${id}-count-error`} message={problems.count} />
        </div>
        <button type="button" disabled={working} onClick={() => void decide('correctCount')}>
          Correct the count
        </button>
      </div>
      {problems.form && (
        <p role="alert" className="error-text">
          {problems.form}
        </p>
      )}
    </li>
  );
}
