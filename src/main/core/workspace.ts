// One mode's world (live or training): its own database, outbox, caches, API client and sync.
import type { JournalDetail } from './journal/details';
import { join } from 'node:path';
import type { OutboxKind, SyncStatus } from '@shared/ipc/views';
import type { Actor } from '@shared/ipc/staffContract';
import { createWalletApi, type ApiClientOptions, type WalletApi } from './api';
import type { CoreConfig } from './config';
import type { CoreEvents } from './events';
import type { Mode } from './mode';
import { CreditsCache } from './credits/credits';
import { Journal } from './journal/journal';
import type { RemoteImages } from './images/remoteImages';
import { stationImages } from './images/stationImages';
import { Directory } from './members/directory';
import { Members } from './members/members';
import { Outbox } from './outbox/outbox';
import type { Payload } from './outbox/payloads';
import type { OutboxRow } from './outbox/rows';
import { BackupSchedule } from './db/backupSchedule';
import { openSharedDoc } from './store/sharedDoc';
import type { StoreWorkspace } from './store/storeWorkspace';
import { StoreVisits } from './store/visits/storeVisits';
import { CacheMeta } from './db/cacheMeta';
import { openDatabase, restrictToOwner, type Db } from './db/database';
import { DeferredSync } from './db/deferredSync';
import { Connectivity } from './sync/connectivity';
import { SyncEngine } from './sync/engine';
import type { StoreOrder } from './sync/storeOrder';
import { Batches } from './templates/batches';
import { TemplateCache } from './templates/cache';
import { Drafts } from './templates/drafts';
import type { StationSecret } from './settings/stationSecret';
import { rekeyImportedRows } from './members/import/importKeys';
import { scrubQueuedCodes } from './members/accessCodes';

const STATUS_EVERY_MS = 250;

export interface WorkspaceOptions {
  mode: Mode;
  /** Its database is passdesk-<name>.sqlite, its backups backups/<name>: one per live origin. */
  name: string;
  /** Where and with which key to send; null when no key is set (the queue waits). */
  target: { baseUrl: string; apiKey: string } | null;
  events: CoreEvents;
  config: CoreConfig;
  /** The station's secret, kept outside this database (settings/stationSecret.ts). */
  secret: StationSecret;
  onNotice: (message: string) => void;
  /** Hooks the core adds once the workspace exists (templates, batches, member views). */
  onSynced?: (ws: Workspace, row: OutboxRow, answer: unknown) => void;
  onMemberChanged?: (ws: Workspace, customerId: string) => void;
  lookupBaseline?: (ws: Workspace, customerId: string, fresh?: boolean) => Promise<number | null>;
  /** What the store's other tills know, for the engine's order (store/visits/order.ts). */
  storeOrder?: (ws: Workspace) => StoreOrder;
  /**
   * One of this station's items changed state other than by reaching the service (refused,
   * failed, discarded, retried, corrected), inside the transaction that changed it or just after.
   */
  onItemChanged?: (ws: Workspace, row: OutboxRow) => void;
  /** Who is at the station (role and person), written with each journal line. */
  actor?: () => Actor;
  /** A rolled-back transaction left the shared document holding what was not stored. */
  onSharedUnstored?: (ws: Workspace) => void;
  cutOff?: ApiClientOptions['cutOff'];
}

declare module './context' {
  /** The context's workspace is this one (context.ts). */
  interface WorkspaceSlot {
    workspace: Workspace;
  }
}

export class Workspace implements StoreWorkspace {
  readonly mode: Mode;
  readonly db: Db;
  readonly journal: Journal;
  readonly outbox: Outbox;
  readonly members: Members;
  readonly meta: CacheMeta;
  /** The station's secret: keys import rows and seals what an erasure must still send. */
  readonly secret: StationSecret;
  readonly templates: TemplateCache;
  readonly credits: CreditsCache;
  readonly drafts: Drafts;
  readonly batches: Batches;
  readonly directory: Directory;
  /** What this workspace shares with the store's other stations (store/sharedDoc.ts). */
  readonly shared: ReturnType<typeof openSharedDoc>;
  /** The store's visits as this station reads them, kept in step with `shared`. */
  readonly visits: StoreVisits;
  readonly images: RemoteImages;
  readonly api: WalletApi | null;
  /** The service this workspace sends to; null when it has none (training without a service). */
  readonly serviceUrl: string | null;
  readonly connectivity: Connectivity;
  readonly engine: SyncEngine;
  readonly durability: DeferredSync;
  private readonly path: string;
  private readonly backups: BackupSchedule;
  private statusQueued = false;
  private lastStatusAt = 0;
  private closed = false;

  constructor(private readonly o: WorkspaceOptions) {
    const c = o.config;
    this.mode = o.mode;
    this.path = join(c.dataDir, `passdesk-${o.name}.sqlite`);
    const backupDir = join(c.dataDir, 'backups', o.name);
    this.db = openDatabase(this.path, {
      backupDir,
      ...(c.nativeBinding ? { nativeBinding: c.nativeBinding } : {}),
      onRecovered: o.onNotice,
    });
    this.journal = new Journal(this.db, c.now, o.actor);
    this.outbox = new Outbox(this.db, this.journal, c.now);
    this.backups = new BackupSchedule({
      db: this.db,
      dir: backupDir,
      kept: c.backupsKept,
      intervalMs: c.backupIntervalMs,
      now: c.now,
      nothingYet: () => this.outbox.isEmpty(),
      onFailure: o.onNotice,
    });
    this.meta = new CacheMeta(this.db);
    this.secret = o.secret;
    rekeyImportedRows(this.db, this.secret);
    this.shared = openSharedDoc(this.db, () => o.onSharedUnstored?.(this));
    this.visits = new StoreVisits(this.shared.doc);
    this.templates = new TemplateCache(this.db, this.meta);
    this.members = new Members(this.db, this.outbox, this.templates);
    this.members.erased.keyWith(this.secret);
    scrubQueuedCodes(this);
    this.credits = new CreditsCache(this.meta);
    this.drafts = new Drafts(this.db, this.journal, c.now);
    this.batches = new Batches(this, o.events, c.now, c.batchPollMs);
    this.connectivity = new Connectivity({
      probe: () => this.probe(),
      probeIntervalMs: c.probeIntervalMs,
      now: c.now,
      onChange: (online) => {
        this.journal.record('line', online ? 'online' : 'offline', null);
        if (online) {
          this.outbox.wakeAll();
          this.engine.wake();
        }
        this.statusChanged();
      },
    });
    this.serviceUrl = o.target?.baseUrl ?? null;
    this.api = o.target
      ? createWalletApi({
          baseUrl: o.target.baseUrl,
          apiKey: o.target.apiKey,
          timeoutMs: c.requestTimeoutMs,
          ...(c.fetch ? { fetch: c.fetch } : {}),
          now: () => c.now().getTime(),
          onContact: (reached) => this.connectivity.report(reached),
          ...(o.cutOff ? { cutOff: o.cutOff } : {}),
        })
      : null;
    this.images = stationImages(this.db, c, o.target?.baseUrl ?? null, () =>
      this.templates.list().map((t) => t.template),
    );
    this.durability = new DeferredSync(this.db, c.flushWal);
    this.directory = new Directory(this.api, this.durability, this.meta, this.members, c.now);
    const lookupBaseline = o.lookupBaseline;
    this.engine = new SyncEngine({
      db: this.db,
      ...(lookupBaseline
        ? { lookupBaseline: (id: string, fresh?: boolean) => lookupBaseline(this, id, fresh) }
        : {}),
      outbox: this.outbox,
      members: this.members,
      journal: this.journal,
      api: this.api,
      connectivity: this.connectivity,
      durability: this.durability,
      now: c.now,
      concurrency: c.concurrency,
      backoff: c.backoff,
      maxServerAttempts: c.maxServerAttempts,
      ...(o.storeOrder ? { storeOrder: o.storeOrder(this) } : {}),
      onUnapplied: (row) => o.onItemChanged?.(this, this.outbox.require(row.id)),
      onItem: (id) => this.itemIdChanged(id),
      onSynced: (row, answer) => o.onSynced?.(this, row, answer),
      onStatusChange: () => this.statusChanged(),
      unseal: (use, sealed) => this.secret.open(use, sealed),
      onErasureAnswered: () => {
        this.forgetOldCopies().catch((error: unknown) => o.onNotice(String(error)));
      },
    });
  }

  start(): void {
    this.engine.start();
    if (this.api) this.connectivity.start();
    this.batches.resumeUnfinished();
    this.backups.start();
  }

  /** Reads the item only when someone listens: a drain of thousands should not pay for views. */
  private itemIdChanged(id: string): void {
    if (!this.o.events.has('queue.item') && !this.o.events.has('member.changed')) return;
    const row = this.outbox.get(id);
    if (row) this.itemChanged(row);
  }

  /**
   * The one way a change enters the queue: stored with its journal line (and `alongside`, in the
   * same transaction), reported as an item and a status, and the engine woken.
   */
  submit<K extends OutboxKind>(
    kind: K,
    payload: Payload<K>,
    options: {
      detail?: JournalDetail;
      reason?: string;
      alongside?: (row: OutboxRow) => void;
    } = {},
  ): OutboxRow {
    const { detail, reason, alongside } = options;
    const row = alongside
      ? this.db.transaction(() => {
          const queued = this.outbox.enqueue(kind, payload, detail, reason);
          alongside(queued);
          return queued;
        })()
      : this.outbox.enqueue(kind, payload, detail, reason);
    this.changed(row);
    return row;
  }

  /**
   * Many changes stored in one transaction (a slice of an import): each with its journal line,
   * then one status report and one wake, instead of an event per item.
   */
  submitMany<T>(
    work: (
      enqueue: <K extends OutboxKind>(kind: K, payload: Payload<K>, detail?: string) => OutboxRow,
    ) => T,
  ): T {
    const result = this.db.transaction(() =>
      work((kind, payload, detail) => this.outbox.enqueue(kind, payload, detail)),
    )();
    this.statusChanged();
    this.engine.wake();
    return result;
  }

  /** A queued item a person changed (retried, discarded, corrected): reported, engine woken. */
  changed(row: OutboxRow): void {
    this.o.onItemChanged?.(this, row);
    this.itemChanged(row);
    this.statusChanged();
    this.engine.wake();
  }

  private itemChanged(row: OutboxRow): void {
    const { events } = this.o;
    if (events.has('queue.item')) events.emit('queue.item', this.outbox.view(row));
    if (row.customer_id) this.o.onMemberChanged?.(this, row.customer_id);
  }

  /**
   * Coalesces bursts of changes into one status event, at most a few a second: counting the
   * queue costs a scan of it, and a status bar needs no more.
   */
  private statusChanged(): void {
    if (this.statusQueued || this.closed) return;
    this.statusQueued = true;
    const wait = Math.max(0, this.lastStatusAt + STATUS_EVERY_MS - Date.now());
    const emit = () => {
      this.statusQueued = false;
      this.lastStatusAt = Date.now();
      if (!this.closed && this.o.events.has('sync.status')) {
        this.o.events.emit('sync.status', this.status());
      }
    };
    if (wait === 0) setImmediate(emit);
    else setTimeout(emit, wait).unref();
  }

  status(): SyncStatus {
    const counts = this.outbox.counts();
    return {
      online: this.connectivity.online,
      lastContactAt: this.connectivity.lastContactAt,
      paused: this.engine.paused,
      pending: counts.pending,
      sending: counts.sending,
      failed: counts.failed,
      needsReview: counts.needsReview,
      managerAttention: counts.managerAttention,
      oldestPendingAt: this.outbox.oldestWaitingAt(),
      lastError: this.engine.lastError,
    };
  }

  /** The light periodic call: the credit balance, which also keeps that cache fresh. */
  private async probe(): Promise<void> {
    if (!this.api) return;
    const credits = await this.api.getCredits();
    if (this.closed) return;
    const view = this.credits.store(credits, this.o.config.now().toISOString());
    this.o.events.emit('credits.changed', view);
  }

  /**
   * An erasure rewrote the rows that held a member: the log's frames with their old pages are
   * checkpointed into the file and truncated (freed pages are zeroed, secure_delete), and every
   * backup is replaced by a fresh one, so no copy the station keeps holds what was rewritten.
   */
  async forgetOldCopies(): Promise<void> {
    if (this.closed) return;
    this.db.pragma('wal_checkpoint(TRUNCATE)');
    await this.backups.renew();
  }

  /** A backup now, waited for (one at a time; nothing once the workspace is closing). */
  backupNow(): Promise<void> {
    return this.backups.now();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.connectivity.stop();
    this.batches.stop();
    const backupsDone = this.backups.stop();
    await this.engine.stop();
    await this.api?.client.close().catch(() => undefined);
    await backupsDone;
    this.db.pragma('optimize');
    this.durability.close();
    this.shared.close();
    this.db.close();
    restrictToOwner(this.path);
  }
}
