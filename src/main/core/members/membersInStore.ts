// What the members area asks of the store's other tills: an enrolment shared, a member another
// till enrolled found by the service's id, an erasure shared. The store's records answer it
// (store/records), bound when they start, so the members area never calls up into the store.
import type { EnrolPayload } from '../outbox/payloads';

export interface MembersInStore {
  /** Call inside the enrolment's own transaction, so its outbox row and the shared entry land together. */
  shareEnrolment(payload: EnrolPayload, at: string): void;
  /** The service's id of a member enrolled under a local id at another till, once issued. */
  issuedElsewhere(customerId: string): string | null;
  /**
   * Call inside the erasure's transaction: the member's visits and the erasure leave the store
   * in one change, so every other till judges the deletions together with the erasure.
   */
  shareErasure(ids: string[], at: string): void;
}

/** A station whose records are not shared with a store: it tells nothing and knows no other till. */
export const alone: MembersInStore = {
  shareEnrolment: () => undefined,
  issuedElsewhere: () => null,
  shareErasure: () => undefined,
};
