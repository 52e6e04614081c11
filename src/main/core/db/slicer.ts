// Long work on the main process in slices: a turn of the event loop whenever a slice holds its
// most units or has run its time, so a counter call waits at most about one slice, however
// loaded the computer is.
import { setImmediate as nextTurn } from 'node:timers/promises';

/** A slice's time: a call waiting behind it stays well within the counter's 50 ms. */
export const SLICE_MS = 8;

/** Milliseconds from any fixed point; only differences are read. */
export type Clock = () => number;

export class Slicer {
  private since: number;
  private done = 0;

  /**
   * `most` units at most per slice, whatever the clock says, so a test can count the turns;
   * the slice's time is read on `clock`, so a test can drive it.
   */
  constructor(
    private readonly most: number,
    private readonly budgetMs = SLICE_MS,
    private readonly clock: Clock = () => performance.now(),
  ) {
    this.since = clock();
  }

  /**
   * Counts `units` done; gives the event loop a turn (setImmediate: after the I/O and the
   * calls already waiting) when the slice is full or its time is up.
   */
  async step(units = 1): Promise<void> {
    this.done += units;
    if (this.done < this.most && this.clock() - this.since < this.budgetMs) return;
    await nextTurn();
    this.done = 0;
    this.since = this.clock();
  }
}
