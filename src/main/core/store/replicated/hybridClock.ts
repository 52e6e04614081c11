// A hybrid logical clock (wall time, then a counter): a station's changes are ordered after every
// change it has taken in, and a peer's time may run ahead of this station's clock by MAX_DRIFT_MS
// at most, so no entry can be dated into the future to win every "latest change" for good.
export const MAX_DRIFT_MS = 5 * 60_000;

export interface ClockTime {
  at: number;
  n: number;
}

export class HybridClock {
  private last: ClockTime = { at: 0, n: 0 };

  constructor(private readonly wall: () => number) {}

  /** The time of a change made here now. */
  tick(): ClockTime {
    const wall = this.wall();
    this.last = wall > this.last.at ? { at: wall, n: 0 } : { at: this.last.at, n: this.last.n + 1 };
    return this.last;
  }

  /** Whether a time a peer gave is no further ahead of this clock than the drift allowed. */
  plausible(at: number): boolean {
    return at <= this.wall() + MAX_DRIFT_MS;
  }

  /** A peer's accepted time: later changes here are ordered after it. */
  receive(time: ClockTime): void {
    if (time.at > this.last.at || (time.at === this.last.at && time.n > this.last.n)) {
      this.last = { at: time.at, n: time.n };
    }
  }
}
