// Long work on the main process in slices: a turn of the event loop whenever a slice holds its
// most units or has run its time, so a counter call waits at most about one slice, however
// loaded the computer is.
import { setImmediate as nextTurn } from 'node:timers/promises';

/** A slice's time: a call waiting behind it stays well within the counter's 50 ms. */
export const SLICE_MS = 8;

export class Slicer {
  private since = performance.now();
  private done = 0;

  /** `most` units at most per slice, whatever the clock says, so a test can count the turns. */
  constructor(
    private readonly most: number,
    private readonly budgetMs = SLICE_MS,
  ) {}

  /** Counts `units` done; gives the event loop a turn when the slice is full or its time is up. */
  async step(units = 1): Promise<void> {
    this.done += units;
    if (this.done < this.most && performance.now() - this.since < this.budgetMs) return;
    await nextTurn();
    this.done = 0;
    this.since = performance.now();
  }
}
