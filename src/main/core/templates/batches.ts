// Follows a template update's background re-render through `GET /api/v2/batch/status/:batchId`.
import { failure } from '@shared/i18n/failure';
import { batchStatusResponse, isBatchFinished } from '@shared/api';
import { batchView, type BatchView } from '@shared/ipc/views';
import { z } from 'zod';
import { ApiError, type WalletApi } from '../api';
import type { Db } from '../db/database';
import type { CoreEvents } from '../events';

const batchRow = z.object({
  batch_id: z.string(),
  dynamic_pass_id: z.string().nullable(),
  status: z.string(),
});

export class Batches {
  private readonly following = new Map<string, NodeJS.Timeout>();
  private stopped = false;

  constructor(
    /** The workspace's database and client (null while no key is set), read at each call. */
    private readonly ws: { readonly db: Db; readonly api: WalletApi | null },
    private readonly events: CoreEvents,
    private readonly now: () => Date,
    private readonly pollMs: number,
  ) {}

  cached(batchId: string): BatchView | null {
    const raw = this.ws.db.prepare('SELECT * FROM batches WHERE batch_id = ?').get(batchId);
    if (!raw) return null;
    const row = batchRow.parse(raw);
    const status = batchStatusResponse.safeParse(JSON.parse(row.status));
    return status.success
      ? batchView.parse({ ...status.data, dynamicPassId: row.dynamic_pass_id })
      : null;
  }

  private keep(view: BatchView): void {
    this.ws.db
      .prepare(
        `INSERT INTO batches (batch_id, dynamic_pass_id, status, updated_at) VALUES (?, ?, ?, ?)
         ON CONFLICT (batch_id) DO UPDATE SET status = excluded.status, updated_at = excluded.updated_at,
           dynamic_pass_id = COALESCE(excluded.dynamic_pass_id, batches.dynamic_pass_id)`,
      )
      .run(view.batchId, view.dynamicPassId, JSON.stringify(view), this.now().toISOString());
  }

  /** Reads the batch now; offline, the last reading is shown. */
  async read(batchId: string): Promise<BatchView> {
    const cached = this.cached(batchId);
    if (!this.ws.api) {
      if (cached) return cached;
      throw failure('auth', 'main.api.noKey');
    }
    try {
      const status = await this.ws.api.batchStatus(batchId);
      const view: BatchView = { ...status, dynamicPassId: cached?.dynamicPassId ?? null };
      this.keep(view);
      this.events.emit('batch.progress', view);
      return view;
    } catch (error) {
      if (cached && error instanceof ApiError && error.transient) return cached;
      throw error;
    }
  }

  /** Polls until the batch finishes, reporting each step as a `batch.progress` event. */
  follow(batchId: string, dynamicPassId: string | null): void {
    if (this.following.has(batchId) || this.stopped) return;
    if (!this.cached(batchId)) {
      this.keep({ batchId, status: 'queued', total: 0, processed: 0, failed: 0, dynamicPassId });
    }
    const poll = async (): Promise<void> => {
      let delay = this.pollMs;
      try {
        const view = await this.read(batchId);
        if (isBatchFinished(view.status)) return void this.following.delete(batchId);
      } catch (error) {
        if (!(error instanceof ApiError && error.transient))
          return void this.following.delete(batchId);
        delay = this.pollMs * 4;
      }
      if (this.stopped) return;
      const timer = setTimeout(() => void poll(), delay);
      timer.unref();
      this.following.set(batchId, timer);
    };
    this.following.set(
      batchId,
      setTimeout(() => void poll(), 0),
    );
  }

  /** At start: keep following batches that had not finished when PassDesk stopped. */
  resumeUnfinished(): void {
    const rows = this.ws.db
      .prepare('SELECT * FROM batches')
      .all()
      .map((r) => batchRow.parse(r));
    for (const row of rows) {
      const view = this.cached(row.batch_id);
      if (view && !isBatchFinished(view.status)) this.follow(row.batch_id, row.dynamic_pass_id);
    }
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.following.values()) clearTimeout(timer);
    this.following.clear();
  }
}
