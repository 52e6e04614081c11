// The conflicts found when a split store network heals, and a manager's decision on each.
import { failure } from '@shared/i18n/failure';
import type { ChannelRequest } from '@shared/ipc/contract';
import type { StoreConflict } from '@shared/ipc/storeContract';
import { memberName } from '@shared/members/memberName';
import type { AreaHandlers, CoreContext } from '../../context';
import { currentMemberId } from '../../members/enrolments';
import type { StoreWorkspace } from '../storeWorkspace';
import { sharedMap } from '../sharedDoc';
import { findConflicts, resolutionKey, type FoundConflict } from './conflicts';
import type { ResolutionEntry } from './visitShapes';
import type { StoreNews } from './storeNews';

/**
 * Queues a count set at the counter, as a cashier's check-in does (counter/checkIn.ts): passed
 * in by the handler table, so the store's visits never call up into the counter.
 */
export type SetCount = (correction: {
  customerId: string;
  action: { kind: 'set'; count: number };
  reason: string;
}) => Promise<unknown>;

function viewOf(ws: StoreWorkspace, conflict: FoundConflict): StoreConflict {
  const customerId = currentMemberId(ws.outbox, conflict.customerId);
  const name = memberName(ws.members.get(customerId)?.dynamicFields);
  const { resolution } = conflict;
  return {
    id: conflict.id,
    customerId,
    memberName: name || null,
    kind: 'doubleRedemption',
    sides: conflict.sides.map((side) => ({
      eventId: side.key,
      stationId: side.stationId,
      stationName: side.stationName,
      at: side.at,
      staffName: side.staffName,
      countBefore: side.countBefore,
      override: side.override,
    })) as StoreConflict['sides'],
    foundAt: conflict.foundAt,
    resolution: resolution && {
      outcome: resolution.outcome,
      reason: resolution.reason,
      by: resolution.by,
      at: resolution.at,
    },
  };
}

/** Open ones first, then the newest. */
const byUrgency = (a: StoreConflict, b: StoreConflict): number =>
  Number(a.resolution !== null) - Number(b.resolution !== null) ||
  Date.parse(b.foundAt) - Date.parse(a.foundAt);

async function resolve(
  ctx: CoreContext,
  news: StoreNews,
  request: ChannelRequest<'store.resolveConflict'>,
  setCount: SetCount,
): Promise<StoreConflict> {
  const ws = await ctx.workspace();
  const found = findConflicts(ws.shared.doc, ws.visits).find((c) => c.id === request.conflictId);
  if (!found) {
    throw failure('notFound', 'store.conflict.unknown', { conflictId: request.conflictId });
  }
  if (found.resolution) {
    const by = found.resolution.by;
    throw by
      ? failure('conflict', 'store.conflict.decidedBy', { by })
      : failure('conflict', 'store.conflict.decided');
  }
  const count = request.outcome === 'correctCount' ? (request.count ?? null) : null;
  if (request.outcome === 'correctCount' && count === null) {
    throw failure('invalid', 'store.conflict.countNeeded');
  }
  const customerId = currentMemberId(ws.outbox, found.customerId);
  // The corrected count is queued here alone, so the service is told it once.
  if (count !== null) {
    await setCount({ customerId, action: { kind: 'set', count }, reason: request.reason });
  }
  const decision: ResolutionEntry = {
    conflictId: found.id,
    outcome: request.outcome,
    count,
    reason: request.reason,
    by: ctx.staff.actor().name,
    stationId: ctx.stationId,
    at: ctx.now().toISOString(),
  };
  const doc = ws.shared.doc;
  ws.db.transaction(() => {
    sharedMap(doc, 'resolutions').set(resolutionKey(found.id, ctx.stationId), decision);
    // The journal's detail is the station's record, kept as it was written (ids and figures).
    // eslint-disable-next-line i18n/person-facing-text -- a record for the export, not a screen's words
    const detail = `conflict ${found.id}${count === null ? '' : `, count set to ${count}`}`;
    ws.journal.record(
      'store.resolveConflict',
      request.outcome,
      null,
      detail,
      null,
      decision.at,
      request.reason,
    );
  })();
  await news.changed();
  return viewOf(ws, { ...found, resolution: decision });
}

export function conflictHandlers(
  ctx: CoreContext,
  news: StoreNews,
  setCount: SetCount,
): AreaHandlers<'store.conflicts' | 'store.resolveConflict'> {
  /** One decision at a time per station: two managers' clicks never queue two corrections. */
  let deciding: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const turn = deciding.then(work);
    deciding = turn.catch(() => undefined);
    return turn;
  };
  return {
    'store.conflicts': async () => {
      const ws = await ctx.workspace();
      return findConflicts(ws.shared.doc, ws.visits)
        .map((conflict) => viewOf(ws, conflict))
        .sort(byUrgency);
    },
    'store.resolveConflict': async (request) =>
      oneAtATime(() => resolve(ctx, news, request, setCount)),
  };
}
