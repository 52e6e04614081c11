// One scan at the counter in one call: the code resolved by the station's rule, the member read,
// the scan rule applied and a +1 stored before answering, so the page waits on one round trip.
import { failure } from '@shared/i18n/failure';
import { isBadgeCode } from '@shared/ipc/staffContract';
import { customerIdFromScan } from '@shared/scan/customerIdRule';
import type { ChannelRequest, ChannelResponse } from '@shared/ipc/contract';
import { AppError } from '@shared/ipc/errors';
import type { CoreContext } from '../context';
import type { CustomerDisplay } from '../display/customerDisplay';
import { checkIn, isKnownMember } from './checkIn';

/** The member a scanned or typed code names, by the station's rule; refused plainly if none. */
export function resolveScannedCode(ctx: CoreContext, text: string): string {
  const resolved = customerIdFromScan(text, ctx.settings().barcodeRule);
  if (!resolved.ok) throw failure('invalid', resolved.said.id, resolved.said.values);
  return resolved.customerId;
}
import { lookUpMember } from './lookUpMember';
import type { CounterMemory } from './counterMemory';
import { decideScan } from './scanRule';

/** What a scan tells the display facing the customer. */
type ScanDisplay = Pick<CustomerDisplay, 'acted' | 'nobody'>;

export async function scanAtCounter(
  ctx: CoreContext,
  display: ScanDisplay,
  memory: CounterMemory,
  request: ChannelRequest<'counter.scan'>,
): Promise<ChannelResponse<'counter.scan'>> {
  const settings = ctx.settings();
  try {
    return await scanCode(ctx, display, memory, request, settings);
  } catch (error) {
    // A code that names no member leaves no other member's card on the customer's display.
    if (error instanceof AppError && (error.kind === 'notFound' || error.kind === 'invalid')) {
      await display.nobody();
    }
    throw error;
  }
}

async function scanCode(
  ctx: CoreContext,
  display: ScanDisplay,
  memory: CounterMemory,
  request: ChannelRequest<'counter.scan'>,
  settings: ReturnType<CoreContext['settings']>,
): Promise<ChannelResponse<'counter.scan'>> {
  // A staff badge scanned at the counter signs its holder in on the page; it is never a member.
  if (isBadgeCode(request.text)) {
    throw failure('invalid', 'main.counter.badgeNotPass');
  }
  const customerId = resolveScannedCode(ctx, request.text);
  const askedAt = ctx.now().toISOString();
  const member = await lookUpMember(ctx, customerId);
  const ws = await ctx.workspace();
  const program = ctx.program(ws);
  const unverified = program !== null && !isKnownMember(ws, member);
  // The member list read since this scan began is the service's word: not in it, no member.
  const listedAt = program ? ws.directory.listedAt(program.dynamicPassId) : null;
  if (unverified && listedAt !== null && listedAt >= askedAt) {
    throw failure('notFound', 'main.counter.noMemberWithCode', { program: program.name });
  }
  const now = ctx.now().getTime();
  const decision = decideScan(
    member,
    program,
    settings,
    now,
    {
      source: request.source,
      last: memory.lastScan(),
      undoneAt: memory.lastUndoAt(member.customerId),
    },
    request.from,
  );
  // Only the camera's reads are remembered: any other scan, or another member, starts afresh.
  memory.scanned(request.source === 'camera' ? { customerId: member.customerId, at: now } : null);
  if (decision.kind !== 'increment') {
    await display.acted(member, decision.kind === 'full' ? 'full' : 'shown');
    // Nothing was stored: the refusal is said once, here, and never queued to fail later.
    return { decision, member, unverified };
  }
  const stored = await checkIn(ctx, display, {
    customerId,
    action: { kind: 'increment' },
    notification: request.notification,
    how: request.source === 'manual' ? 'typed' : 'scan',
  });
  return { decision, member: stored.member, item: stored.item, unverified };
}
