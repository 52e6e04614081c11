// What the members area uses of a workspace: its parts from the members' floor down. Workspace
// (workspace.ts) has them all; naming them here keeps the members area beneath it.
import type { OutboxKind } from '@shared/ipc/views';
import type { WalletApi } from '../api';
import type { Db } from '../db/database';
import type { Outbox } from '../outbox/outbox';
import type { Payload } from '../outbox/payloads';
import type { OutboxRow } from '../outbox/rows';
import type { StationSecret } from '../settings/stationSecret';
import type { TemplateCache } from '../templates/cache';
import type { Directory } from './directory';
import type { Members } from './members';

export interface MembersWorkspace {
  readonly members: Members;
  readonly directory: Directory;
  readonly outbox: Outbox;
  readonly templates: TemplateCache;
  readonly db: Db;
  /** Keys import rows and seals what an erasure must still send. */
  readonly secret: StationSecret;
  readonly api: WalletApi | null;
  readonly serviceUrl: string | null;
  /** Whether the service may be asked now (sync/connectivity.ts). */
  readonly connectivity: { readonly usable: boolean };
  changed(row: OutboxRow): void;
  /** Queues items in one transaction, then wakes what sends them. */
  submitMany<T>(
    work: (
      enqueue: <K extends OutboxKind>(kind: K, payload: Payload<K>, detail?: string) => OutboxRow,
    ) => T,
  ): T;
  /** Zeroes freed pages and drops the log's old frames and the backups. */
  forgetOldCopies(): Promise<void>;
}
