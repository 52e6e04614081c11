// The catch-up behind the insights, run in the background once syncing goes quiet, so the first
// insights.get after a big sync answers like the next ones instead of doing the catch-up itself.

/** How long after the last synced item the catch-up starts: a drain's items share one. */
export const QUIET_MS = 500;

/** A timer as setTimeout sets one, handed in so a test fires it when it chooses. */
export type Schedule = (run: () => void, ms: number) => { cancel(): void };

export const realSchedule: Schedule = (run, ms) => {
  const timer = setTimeout(run, ms);
  timer.unref();
  return { cancel: () => clearTimeout(timer) };
};

export class CatchUpSoon {
  private timer: { cancel(): void } | null = null;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private readonly catchUp: () => Promise<unknown>,
    private readonly schedule: Schedule = realSchedule,
  ) {}

  /** An item reached the service: the catch-up runs once nothing more has synced for a while. */
  synced(): void {
    this.timer?.cancel();
    this.timer = this.schedule(() => this.start(), QUIET_MS);
  }

  /**
   * The catch-up under way, if any: settled once it has ended, failed or not. One running when its
   * workspace closes fails at its next slice, and is done again when insights are next asked for.
   */
  idle(): Promise<void> {
    return this.running ?? Promise.resolve();
  }

  private start(): void {
    this.timer = null;
    // Items synced while one runs are caught up by one more run right after it.
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.catchUp()
      .then(
        () => undefined,
        // A catch-up that failed (the line dropped) is done again when insights are asked for.
        () => undefined,
      )
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.start();
        }
      });
  }
}
