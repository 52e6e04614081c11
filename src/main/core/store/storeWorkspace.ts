// What the store's link, records and visits use of a workspace: its parts from the store's floor
// down. Workspace (workspace.ts) has them all; naming them here keeps the store beneath it.
import type { CacheMeta } from '../db/cacheMeta';
import type { Db } from '../db/database';
import type { Journal } from '../journal/journal';
import type { Directory } from '../members/directory';
import type { Members } from '../members/members';
import type { Mode } from '../mode';
import type { Outbox } from '../outbox/outbox';
import type { OutboxRow } from '../outbox/rows';
import type { SyncEngine } from '../sync/engine';
import type { TemplateCache } from '../templates/cache';
import type { SharedDoc } from './sharedDoc';

export interface StoreWorkspace {
  /** What the workspace shares with the store's other stations (sharedDoc.ts). */
  readonly shared: SharedDoc;
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
  /** Zeroes freed pages and drops the log's old frames and the backups. */
  forgetOldCopies(): Promise<void>;
}
