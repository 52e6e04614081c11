// A workspace's rotated backups: taken on a schedule, one at a time, and waited for on close,
// since the copy reads the open database.
import { inEnglish } from '@shared/i18n/everyLanguage';
import { said } from '@shared/i18n/said';
import type { Db } from './database';
import { newestBackup, replaceBackups, takeBackup } from './backup';

export interface BackupScheduleOptions {
  db: Db;
  dir: string;
  kept: number;
  intervalMs: number;
  now: () => Date;
  /** A database with nothing in its outbox yet has nothing worth a first copy. */
  nothingYet: () => boolean;
  onFailure: (message: string) => void;
}

export class BackupSchedule {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;
  private stopped = false;

  constructor(private readonly o: BackupScheduleOptions) {}

  /** One backup at a time: a second call waits for the one under way. */
  async now(): Promise<void> {
    if (this.stopped) return;
    if (!this.running) {
      const copy: Promise<unknown> = takeBackup(
        this.o.db,
        this.o.dir,
        this.o.kept,
        this.o.now().getTime(),
      ).finally(() => {
        if (this.running === copy) this.running = null;
      });
      this.running = copy;
    }
    await this.running;
  }

  /**
   * A fresh backup in place of every other, after the one under way: the older copies hold what
   * an erasure has just rewritten. Taken even when nothing was due, so a backup always exists.
   */
  async renew(): Promise<void> {
    if (this.stopped) return;
    // Queued behind the copy under way (or the renewal before it), never beside it: each renewal
    // removes every other file, a copy still being written among them.
    const before = this.running?.catch(() => undefined);
    const renewal: Promise<unknown> = (async () => {
      await before;
      if (!this.stopped) await replaceBackups(this.o.db, this.o.dir, this.o.now().getTime());
    })().finally(() => {
      if (this.running === renewal) this.running = null;
    });
    this.running = renewal;
    await renewal;
  }

  start(): void {
    const newest = newestBackup(this.o.dir);
    const age = newest ? this.o.now().getTime() - Date.parse(newest.takenAt) : Infinity;
    const run = () => {
      this.now().catch((error: unknown) =>
        this.o.onFailure(
          inEnglish(said('store.database.backupFailed', { problem: String(error) })),
        ),
      );
    };
    if (age >= this.o.intervalMs && !(newest === null && this.o.nothingYet())) run();
    this.timer = setInterval(run, this.o.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running?.catch(() => undefined);
  }
}
