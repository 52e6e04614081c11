// Re-renders issued passes in the background after a template update, a chunk per step.
import type { Tables } from '../db';
import { checkedPass } from '../templates/sizes';

/** Passes re-rendered per step; with the step pacing this sets the batch's speed. */
const CHUNK = 25;

export class BatchRunner {
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly tables: Tables,
    private readonly stepMs: number,
  ) {}

  /** Schedules the next step unless one is pending; open batches survive restarts. */
  wake(): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.step()) this.wake();
    }, this.stepMs);
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Works one chunk of the oldest open batch; returns whether work may remain. */
  step(): boolean {
    const { tables } = this;
    const batch = tables.batches.nextOpen();
    if (!batch) return false;
    try {
      tables.db.transaction(() => {
        const template = tables.templates.find(batch.accountId, batch.dynamicPassId);
        const stale = template
          ? tables.members.stale(template.id, batch.templateVersion, CHUNK)
          : [];
        if (!template || stale.length === 0) {
          // Passes issued after the update were rendered new already, so they count as done.
          tables.batches.progress(
            batch.batchId,
            'completed',
            batch.total - batch.failed,
            batch.failed,
          );
          return;
        }
        let { processed, failed } = batch;
        for (const member of stale) {
          try {
            tables.members.setPass(
              member.customerId,
              checkedPass(template.design, member),
              template.version,
            );
            processed++;
          } catch {
            // A pass that cannot be rendered, or would be too large, keeps its last version.
            tables.members.setPass(member.customerId, member.pass, template.version);
            failed++;
          }
        }
        tables.batches.progress(
          batch.batchId,
          'processing',
          Math.min(processed, batch.total),
          failed,
        );
      })();
    } catch {
      tables.batches.progress(batch.batchId, 'failed', batch.processed, batch.failed);
    }
    return true;
  }
}
