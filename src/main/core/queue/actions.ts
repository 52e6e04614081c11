// A person's decisions on the queue: retry, discard, or apply a needs-review item's correction.
import { translatorOf } from '@shared/i18n/everyLanguage';
import { failure } from '@shared/i18n/failure';
import { memberName } from '@shared/members/memberName';
import type { OutboxItemView, OutboxKind, OutboxState } from '@shared/ipc/views';
import type { CoreContext } from '../context';
import { enrolmentDiscardWarning } from '../members/enrolments';
import type { Workspace } from '../workspace';
import type { CheckInPayload } from '../outbox/payloads';
import type { OutboxRow } from '../outbox/rows';

function changed(ws: Workspace, id: string): { item: OutboxItemView } {
  const row = ws.outbox.require(id);
  ws.changed(row);
  return { item: ws.outbox.view(row) };
}

export async function listQueue(
  ctx: CoreContext,
  request: {
    states: OutboxState[];
    limit: number;
    kinds?: OutboxKind[];
    heldOnly?: boolean;
    oldestFirst?: boolean;
  },
) {
  const ws = await ctx.workspace();
  const { states, limit, kinds, heldOnly, oldestFirst } = request;
  const rows = heldOnly
    ? ws.outbox
        .held(limit)
        .filter((row) => states.includes(row.state) && (!kinds || kinds.includes(row.kind)))
    : ws.outbox.list(states, limit, kinds, oldestFirst);
  return { items: rows.map((row) => ws.outbox.view(row)), memberNames: namesOf(ws, rows) };
}

/** The members' names as this station last read them, so a list can say whose items wait. */
function namesOf(ws: Workspace, rows: readonly OutboxRow[]): Record<string, string> {
  const names: Record<string, string> = {};
  for (const id of new Set(rows.map((row) => row.customer_id))) {
    if (id === null) continue;
    const name = memberName(ws.members.get(id)?.dynamicFields ?? {});
    if (name) names[id] = name;
  }
  return names;
}

/** Failed items, and needs-review ones the service never answered, can be sent again. */
export async function retryItem(ctx: CoreContext, itemId: string) {
  const ws = await ctx.workspace();
  const row = ws.outbox.require(itemId);
  const retryable = row.state === 'failed' || (row.state === 'needsReview' && row.result === null);
  if (!retryable) {
    throw failure('invalid', 'store.queue.notRetryable', { state: row.state });
  }
  const followers = ws.db.transaction(() => {
    ws.outbox.setState(row.id, 'pending', 'queue.retry');
    // An enrolment's check-ins failed only because it did: they go again behind it.
    return ws.outbox.lanes.requeueBehind(row, 'queue.retry');
  })();
  ws.engine.resume();
  followers.forEach((id) => ws.changed(ws.outbox.require(id)));
  return changed(ws, row.id);
}

/**
 * Discarding keeps the item (state discarded, journaled). A needs-review item the service did
 * apply is accepted as it is instead: it stays synced, with its review kept.
 */
export async function discardItem(
  ctx: CoreContext,
  itemId: string,
  withHeld = false,
  confirm = false,
) {
  const ws = await ctx.workspace();
  const row = ws.outbox.require(itemId);
  const warning = confirm ? null : enrolmentDiscardWarning(ws.outbox, row);
  // Asked at once and answered once: said in the station's language now.
  if (warning) {
    return {
      item: ws.outbox.view(row),
      confirmFirst: translatorOf(ctx.settings().language).say(warning),
    };
  }
  if (row.state === 'sending') {
    throw failure('invalid', 'store.queue.sendingNow');
  }
  if (row.state === 'synced' || row.state === 'discarded') {
    throw failure('invalid', 'store.queue.already', { state: row.state });
  }
  const followers = ws.db.transaction(() => {
    if (row.state === 'needsReview' && row.result !== null) acceptAsIs(ws, row);
    else ws.outbox.setState(row.id, 'discarded', 'queue.discard');
    // Without its enrolment a member has no id the service knows: their check-ins go too.
    if (row.kind === 'enrol') ws.members.forget(row.customer_id!);
    else if (!withHeld) return [];
    return ws.outbox.lanes.discardBehind(row, 'queue.discard');
  })();
  followers.forEach((id) => ws.changed(ws.outbox.require(id)));
  return changed(ws, row.id);
}

function acceptAsIs(ws: Workspace, row: OutboxRow): void {
  ws.db.transaction(() => {
    ws.outbox.markSynced(row.id, row.result, row.synced_at ?? new Date().toISOString(), null);
    // The journal's outcome word, said in the export's language by journalCsv.

    ws.journal.record('queue.discard', 'accepted as is', row.id, row.review?.reason ?? '');
  })();
}

export async function correctItem(ctx: CoreContext, itemId: string) {
  const ws = await ctx.workspace();
  const row = ws.outbox.require(itemId);
  const correction = row.review?.correction;
  if (row.state !== 'needsReview' || row.kind !== 'checkIn' || !correction) {
    throw failure('invalid', 'store.queue.noCorrection');
  }
  const payload = row.payload as CheckInPayload;
  ws.outbox.replaceWithCorrection(
    row.id,
    {
      customerId: payload.customerId,
      action: { kind: 'set', count: correction.updatedCount },
      notification: null,
      correctionOf: payload.action,
      // A corrected undo is still an undo to those who count visits; it is sent as a plain set.
      ...(payload.undoes ? { undoes: payload.undoes } : {}),
    },
    // eslint-disable-next-line i18n/person-facing-text -- the journal's record of the change, kept as written like every journal detail
    `set ${payload.customerId} to ${correction.updatedCount}`,
  );
  return changed(ws, row.id);
}
