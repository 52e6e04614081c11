// What the store's visits use of a workspace: the store's parts, and the index of its visits
// kept in step with the shared document (storeVisits.ts).
import type { StoreWorkspace } from '../storeWorkspace';
import type { StoreVisits } from './storeVisits';

export interface VisitsWorkspace extends StoreWorkspace {
  /** The store's visits as this station reads them, kept in step with `shared`. */
  readonly visits: StoreVisits;
}
