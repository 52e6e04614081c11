// What the sync engine asks of the store's other tills before it sends, so an item never
// overtakes another till's earlier change of the same member.
import type { OutboxRow } from '../outbox/rows';

/**
 * What the store's other tills know of a member's changes, as the engine asks it
 * (store/visits/order.ts answers); absent, each item goes as soon as its lane lets it.
 */
export interface StoreOrder {
  /** The item waits for another till's earlier change, unconfirmed while that till is in sight. */
  waits(id: string): boolean;
  /**
   * The count the store expects the item to find when it goes ahead of another till's earlier
   * change (out of sight), or null when nothing it was made after is still unconfirmed.
   */
  sentAhead(row: OutboxRow): number | null;
  /** Whether the other tills' changes explain what a resent +1 found, with it applied once. */
  explains(row: OutboxRow, previousCount: number): boolean;
  /** Whether a till of the store is out of sight now: changes of its may be missing here. */
  outOfSight(): boolean;
}
