// What the store's link, records and visits use of a workspace: its parts from the store's floor
// down. Workspace (workspace.ts) has them all; naming them here keeps the store beneath it.
import type { MemberView, ProgramView } from '@shared/ipc/views';
import type { CoreContext } from '../context';
import type { CacheMeta } from '../db/cacheMeta';
import type { Db } from '../db/database';
import type { Journal } from '../journal/journal';
import type { Directory } from '../members/directory';
import type { KnownMember, Members } from '../members/members';
import type { Mode } from '../mode';
import type { Outbox } from '../outbox/outbox';
import type { OutboxRow } from '../outbox/rows';
import type { SyncEngine } from '../sync/engine';
import type { TemplateCache } from '../templates/cache';
import type { SharedDoc } from './sharedDoc';
import type { StoreVisits } from './visits/storeVisits';

export interface StoreWorkspace {
  /** What the workspace shares with the store's other stations (sharedDoc.ts). */
  readonly shared: SharedDoc;
  /** The store's visits as this station reads them, kept in step with `shared`. */
  readonly visits: StoreVisits;
  readonly mode: Mode;
  readonly members: Members;
  readonly directory: Directory;
  readonly templates: TemplateCache;
  readonly outbox: Outbox;
  readonly engine: SyncEngine;
  readonly journal: Journal;
  readonly meta: CacheMeta;
  readonly db: Db;
  /** One of this station's items changed state other than by reaching the service. */
  changed(row: OutboxRow): void;
}

/** How the station reads the program and a member off a workspace, as far as the store gives it. */
export interface StoreViews {
  program(ws: StoreWorkspace): ProgramView | null;
  /** `known` is the member's row when the caller has already read it. */
  memberView(ws: StoreWorkspace, customerId: string, known?: KnownMember | null): MemberView;
}

/** The context as the store's areas are handed it: its views take the store's workspace. */
export type StoreContext = Omit<CoreContext, keyof StoreViews> & StoreViews;
