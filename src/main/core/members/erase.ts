// A member erased on their request: their waiting items discarded, Delete User queued (none for
// a member the service never had), and everything the station kept of them forgotten, all in
// one transaction, so a crash leaves the erasure either undone or finished.
import { failure } from '@shared/i18n/failure';
import type { ChannelResponse } from '@shared/ipc/contract';
import type { CoreContext } from '../context';
import type { CustomerDisplay } from '../display/customerDisplay';
import { isLocalMember, type EnrolPayload, type UpdateMemberPayload } from '../outbox/payloads';
import type { OutboxRow } from '../outbox/rows';
import type { MembersWorkspace } from './membersWorkspace';
import { currentMemberId, enrolmentDiscardWarning } from './enrolments';
import { requiredProgram } from './program';

const ACTIVE = new Set(['pending', 'failed', 'needsReview']);

/** Every item of the member's, under whichever id they went by here. */
function itemsOf(ws: Pick<MembersWorkspace, 'outbox'>, ids: string[]): OutboxRow[] {
  return ids.flatMap((id) => ws.outbox.historyOfMember(id, Number.MAX_SAFE_INTEGER));
}

/** The values of theirs the station queued: an enrolment's and each change of details. */
function queuedValues(items: OutboxRow[]): string[] {
  return items.flatMap((row) =>
    row.kind === 'enrol' || row.kind === 'updateMember'
      ? Object.values((row.payload as EnrolPayload | UpdateMemberPayload).fields)
      : [],
  );
}

/** The local id a member had while their enrolment here was on its way, if it was here. */
function enrolledHereAs(ws: MembersWorkspace, customerId: string): string | null {
  const local: unknown = ws.db
    .prepare(
      `SELECT customer_id FROM outbox WHERE kind = 'enrol' AND json_extract(result, '$.customerId') = ?`,
    )
    .pluck()
    .get(customerId);
  return typeof local === 'string' ? local : null;
}

/** What an erasure asks of the display facing the customer: to show nobody it forgot. */
export type ErasureDisplay = Pick<CustomerDisplay, 'shows' | 'nobody'>;

export async function eraseMember(
  ctx: CoreContext,
  display: ErasureDisplay,
  customerId: string,
): Promise<ChannelResponse<'members.erase'>> {
  const ws = await ctx.workspace();
  const program = requiredProgram(ctx.program(ws), 'store.program.neededToErase');
  // A member enrolled at another till goes by the service's id here too once it was issued.
  const id = ws.members.store.issuedElsewhere(customerId) ?? currentMemberId(ws.outbox, customerId);
  const known = ws.members.get(id);
  if (!known) {
    throw failure('notFound', 'store.member.notHere');
  }
  // A member enrolled here: their local id, and the service's once issued.
  const local = isLocalMember(customerId) ? customerId : enrolledHereAs(ws, id);
  const enrolment = local ? ws.outbox.enrolmentOf(local) : null;
  const serviceId = isLocalMember(id) ? null : id;
  const ids = [...new Set([id, local, known.cardId].filter((v): v is string => v !== null))];
  const items = itemsOf(ws, ids);
  if (items.some((row) => row.state === 'sending')) {
    throw failure('conflict', 'store.member.sendingNow');
  }
  const unsure =
    enrolment && serviceId === null ? enrolmentDiscardWarning(ws.outbox, enrolment) : null;
  if (unsure) {
    throw failure('conflict', unsure.id, { ...unsure.values, then: 'erase' });
  }
  const anonymousId = ws.members.erased.anonymousId(serviceId ?? id);
  const at = ctx.now().toISOString();
  let waiting: OutboxRow[] = [];
  // The erasure's own item is queued after the rest is forgotten: it alone keeps the service's
  // id, sealed, until the service has answered.
  const item = ws.db.transaction(() => {
    waiting = forgetHere(ws, {
      ids,
      values: Object.values(known.dynamicFields ?? {}),
      anonymousId,
      at,
    });
    // The member's visits and the erasure leave the store's other tills in this transaction too.
    ws.members.store.shareErasure(ids, at);
    if (serviceId === null) return null;
    // The service's id, sealed: the item is named by the anonymous id, in its lane and indexes.
    const payload = {
      customerId: anonymousId,
      sealedCustomerId: ws.secret.seal('erasureSeal', serviceId),
      dynamicPassId: program.dynamicPassId,
      groupId: ws.directory.knownGroupOf(program.dynamicPassId),
      anonymousId,
    };
    return ws.outbox.enqueue('eraseMember', payload, anonymousId);
  })();
  await forgotten(ctx, display, ws, ids, waiting);
  if (item) ws.changed(item);
  return { anonymousId, item: item ? ws.outbox.view(item) : null };
}

/**
 * Everything this station keeps of a member forgotten, inside the erasure's transaction: their
 * waiting items discarded, their row, search entry and values gone, an anonymous id in place of
 * theirs. Also how a station forgets a member erased at another. Answers the items discarded.
 */
export function forgetHere(
  ws: Pick<MembersWorkspace, 'outbox' | 'members'>,
  member: { ids: string[]; values: string[]; anonymousId: string; at: string },
): OutboxRow[] {
  const items = itemsOf(ws, member.ids);
  const waiting = items.filter((row) => ACTIVE.has(row.state));
  for (const row of waiting) ws.outbox.setState(row.id, 'discarded', 'members.erase');
  ws.members.erased.forget({ ...member, values: [...member.values, ...queuedValues(items)] });
  for (const gone of member.ids) ws.members.forget(gone);
  return waiting;
}

/** After the erasure's commit: nothing of theirs left on screen, in memory or in the log. */
export async function forgotten(
  ctx: Pick<CoreContext, 'events'>,
  display: ErasureDisplay,
  ws: Pick<MembersWorkspace, 'directory' | 'outbox' | 'changed' | 'forgetOldCopies'>,
  ids: string[],
  waiting: OutboxRow[],
): Promise<void> {
  ws.directory.forget(ids);
  // Screens in the customer's view must not keep showing a person who asked to be forgotten.
  if (ids.some((gone) => display.shows(gone))) await display.nobody();
  ctx.events.emit('member.erased', { customerIds: ids });
  // Freed pages are zeroed (secure_delete); the log's old frames and the backups go.
  await ws.forgetOldCopies();
  for (const row of waiting) ws.changed(ws.outbox.require(row.id));
}
