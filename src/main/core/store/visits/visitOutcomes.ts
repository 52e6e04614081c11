// What became of this station's own changes at the service, written into their visits for the
// whole store: the service's counts once applied, or that the change is held or dropped. Only the
// station that made a visit writes its outcome (one writer per key).
import type { CheckInResponse } from '@shared/api';
import type { CheckInPayload } from '../../outbox/payloads';
import type { OutboxRow } from '../../outbox/rows';
import { programInitialCount } from '../../members/program';
import type { StoreContext } from './storeContext';
import type { VisitsWorkspace } from './visitsWorkspace';
import { sharedMap } from '../sharedDoc';
import type { VisitChange, VisitEntry, VisitOutcome } from './visitShapes';
import type { Visit } from './storeVisits';
import { changeOf } from './storeCount';

type OutcomeContext = Pick<StoreContext, 'stationId' | 'now' | 'program'>;

const answerOf = (result: unknown): CheckInResponse | null => {
  const answer = result as Partial<CheckInResponse> | null;
  return typeof answer?.previousCount === 'number' && typeof answer.updatedCount === 'number'
    ? (answer as CheckInResponse)
    : null;
};

/** States in which an item may carry the service's answer: synced, in review, or closed after. */
const ANSWERED = new Set(['synced', 'needsReview', 'discarded']);

/** The outcome an item's state says, or undefined while it is still to be answered. */
function outcomeOf(row: OutboxRow, answer: CheckInResponse | null, at: string) {
  const applied = answer ?? (ANSWERED.has(row.state) ? answerOf(row.result) : null);
  if (applied) {
    return {
      state: 'applied',
      previousCount: applied.previousCount,
      updatedCount: applied.updatedCount,
      at,
    } satisfies VisitOutcome;
  }
  if (row.state === 'discarded') return { state: 'dropped', at } satisfies VisitOutcome;
  if (row.state === 'failed' || row.state === 'needsReview') {
    return { state: 'held', at } satisfies VisitOutcome;
  }
  return undefined;
}

const sameOutcome = (a: VisitOutcome | undefined, b: VisitOutcome | undefined): boolean =>
  a?.state === b?.state &&
  (a?.state !== 'applied' ||
    (b?.state === 'applied' &&
      a.previousCount === b.previousCount &&
      a.updatedCount === b.updatedCount));

const sameChange = (a: VisitChange | undefined, b: VisitChange | undefined): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

/**
 * Writes what the item's state (or `answer`, inside the transaction recording it) says of its
 * visit, when that changed; a person's correction of the item also changes what the visit does.
 */
export function shareOutcome(
  ctx: OutcomeContext,
  ws: VisitsWorkspace,
  row: OutboxRow,
  answer: CheckInResponse | null = null,
): void {
  if (row.kind !== 'checkIn') return;
  const visit = ws.visits.get(row.id);
  if (!visit || visit.stationId !== ctx.stationId || !visit.change) return;
  const outcome = outcomeOf(row, answer, ctx.now().toISOString());
  const payload = row.payload as CheckInPayload;
  const change =
    payload.correctionOf && !payload.undoes
      ? changeOf(payload.action, programInitialCount(ctx.program(ws)) ?? 0)
      : visit.change;
  if (sameOutcome(visit.outcome, outcome) && sameChange(visit.change, change)) return;
  const { key, ...entry } = visit;
  const next: VisitEntry = { ...entry, change };
  if (outcome) next.outcome = outcome;
  else delete next.outcome;
  sharedMap(ws.shared.doc, 'visits').set(key, next);
}

/**
 * At the workspace's opening: this station's visits whose outcome is not final are brought in
 * line with their items, in case a stop came between an item's answer and its visit's.
 */
export function settleOwnOutcomes(ctx: OutcomeContext, ws: VisitsWorkspace): void {
  const open = ws.visits
    .writtenBy(ctx.stationId)
    .filter((visit: Visit) => visit.change && (!visit.outcome || visit.outcome.state === 'held'));
  if (open.length === 0) return;
  ws.shared.doc.transact(() => {
    for (const visit of open) {
      const row = ws.outbox.get(visit.key);
      if (row) shareOutcome(ctx, ws, row);
    }
  });
}
