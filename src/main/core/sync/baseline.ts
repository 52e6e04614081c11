// A first +1 for a member whose count is not known: the count is read before it is sent.
import type { Outbox } from '../outbox/outbox';
import type { CheckInPayload } from '../outbox/payloads';
import type { OutboxRow } from '../outbox/rows';

type Lookup = ((customerId: string) => Promise<number | null>) | undefined;

/** Whether the item's count must be read from the service first, so a lost answer can be checked. */
export function needsBaseline(row: OutboxRow, lookup: Lookup): boolean {
  if (row.kind !== 'checkIn' || row.maybeApplied || row.expected_previous !== null) return false;
  return (row.payload as CheckInPayload).action.kind === 'increment' && !!lookup;
}

/** The item with the count it expects, recorded before it is sent; as it was when none is read. */
export async function withBaseline(
  row: OutboxRow,
  o: { lookupBaseline?: Lookup; outbox: Outbox },
  stopped: () => boolean,
): Promise<OutboxRow> {
  const lookup = o.lookupBaseline;
  if (!lookup) return row;
  const { customerId } = row.payload as CheckInPayload;
  const baseline = await lookup(customerId).catch(() => null);
  if (baseline === null || stopped()) return row;
  o.outbox.setBaseline(row.id, baseline);
  return { ...row, expected_previous: baseline };
}
