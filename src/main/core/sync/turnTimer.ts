// When the sync engine's next turn runs: at the next tick, within the group window, or at a wait's end.

/** The longest an answer waits for the commit it shares with others before it is reported. */
const GROUP_WINDOW_MS = 3;

export class TurnTimer {
  private queued = false;
  private windowTimer: NodeJS.Timeout | null = null;
  private wakeTimer: NodeJS.Timeout | null = null;
  private wakeTimerAt = 0;

  constructor(
    private readonly o: {
      turn: () => void;
      /** The group window has passed: the engine asks again, since a flush may be running. */
      windowEnded: () => void;
      wake: () => void;
      now: () => number;
    },
  ) {}

  /** A turn at the next tick, once however often asked; a window under way is dropped. */
  immediate(): void {
    this.clearWindow();
    if (this.queued) return;
    this.queued = true;
    setImmediate(() => {
      this.queued = false;
      this.o.turn();
    });
  }

  /** A turn within the group window, so more answers share its commit. */
  window(): void {
    if (this.queued || this.windowTimer) return;
    this.windowTimer = setTimeout(() => {
      this.windowTimer = null;
      this.o.windowEnded();
    }, GROUP_WINDOW_MS);
  }

  clearWindow(): void {
    if (this.windowTimer) clearTimeout(this.windowTimer);
    this.windowTimer = null;
  }

  /** Wakes the engine at `at`, or earlier when an earlier wake is already set. */
  wakeAt(at: number): void {
    if (this.wakeTimer && this.wakeTimerAt <= at) return;
    if (this.wakeTimer) clearTimeout(this.wakeTimer);
    this.wakeTimerAt = at;
    this.wakeTimer = setTimeout(
      () => {
        this.wakeTimer = null;
        this.o.wake();
      },
      Math.max(0, at - this.o.now()),
    );
    this.wakeTimer.unref();
  }

  stopWake(): void {
    if (this.wakeTimer) clearTimeout(this.wakeTimer);
    this.wakeTimer = null;
  }
}
