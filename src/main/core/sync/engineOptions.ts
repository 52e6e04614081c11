// What the sync engine is given: the workspace's outbox, API and line, its limits and its hooks.
import type { WalletApi } from '../api';
import type { Journal } from '../journal/journal';
import type { Members } from '../members/members';
import type { Outbox } from '../outbox/outbox';
import type { OutboxRow } from '../outbox/rows';
import type { DeferredSync } from '../db/deferredSync';
import type { BackoffPolicy } from './backoff';
import type { Connectivity } from './connectivity';
import type { OutcomeOptions } from './outcomes';
import type { Unseal } from './perform';
import type { StoreOrder } from './storeOrder';

export interface EngineOptions extends OutcomeOptions {
  outbox: Outbox;
  members: Members;
  journal: Journal;
  /** null when there is no key to send with: the queue waits, paused. */
  api: WalletApi | null;
  connectivity: Connectivity;
  /** Commits the engine's groups and flushes them to disk off the event loop. */
  durability: DeferredSync;
  now: () => Date;
  concurrency: number;
  backoff: BackoffPolicy;
  /** Server errors in a row before an item is set aside as failed; offline and 429 never count. */
  maxServerAttempts: number;
  /** An item changed state. */
  onItem: (id: string) => void;
  /** An item reached the service; the answer is parsed for its kind. */
  onSynced: (row: OutboxRow, answer: unknown) => void;
  onStatusChange: () => void;
  /**
   * The service's count of a member this station has never seen, read before a +1 is first sent,
   * so a lost answer can later be checked against it; `fresh` reads it now, as an undo needs.
   */
  lookupBaseline?: (customerId: string, fresh?: boolean) => Promise<number | null>;
  storeOrder?: StoreOrder;
  /** Opens what an item keeps sealed until it is sent (an erasure's service id). */
  unseal?: Unseal;
  /**
   * An erasure's answer (or refusal) is committed and flushed: the rows that held the member's
   * id were rewritten, and the old copies of them can go.
   */
  onErasureAnswered?: () => void;
}
