// Tells a USB keyboard-wedge scanner from a person at the keyboard by the timing of the keys.
// A scanner types a whole code in a burst, a few milliseconds a key; people leave tens of
// milliseconds between keys even when fast. Pure: time comes in as numbers, so it is testable.

export interface WedgeOptions {
  /** A burst's typical (median) gap between keys is at most this. */
  readonly maxGapMs: number;
  /**
   * How long keys are held after the last one, waiting for more: the longest single pause a
   * burst may contain (a busy machine delivers a scanner's keys with some jitter). People's keys
   * appear this much later than pressed, so it stays short.
   */
  readonly holdMs: number;
  /** The fewest characters that make a scan; shorter bursts are keys a person rolled over. */
  readonly minLength: number;
}

/** USB scanners type at 1-20 ms a key; people, even fast and with rolled keys, type slower. */
export const defaultWedgeOptions: WedgeOptions = { maxGapMs: 30, holdMs: 60, minLength: 4 };

export interface HeldKey {
  readonly key: string;
  readonly at: number;
}

export type WedgeVerdict =
  { kind: 'scan'; text: string } | { kind: 'typing'; keys: readonly HeldKey[] };

/** Whether held keys were a scanner's burst: long enough, and fast keys all through. */
export function classifyKeys(
  keys: readonly HeldKey[],
  options: WedgeOptions = defaultWedgeOptions,
): WedgeVerdict {
  const text = keys.map((k) => k.key).join('');
  if (keys.length < options.minLength || text.trim() === '') return { kind: 'typing', keys };
  const gaps = keys.slice(1).map((k, i) => k.at - keys[i]!.at);
  // The median, not the mean or the largest: one late key on a busy machine must not turn a
  // scan into typing, and a person's two rolled keys must not turn typing into a scan.
  const sorted = [...gaps].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const longest = sorted[sorted.length - 1]!;
  if (median > options.maxGapMs || longest > options.holdMs) return { kind: 'typing', keys };
  return { kind: 'scan', text };
}

/**
 * Holds printable keys while they keep arriving fast. The caller asks `isHoldOver(now)` (e.g.
 * from a timer set `holdMs` after each key) and, when the run has ended, `release()` gives the
 * verdict: a scan to emit, or a person's keys to put back where they were typed.
 */
export class WedgeBuffer {
  private held: HeldKey[] = [];

  constructor(private readonly options: WedgeOptions = defaultWedgeOptions) {}

  get isHolding(): boolean {
    return this.held.length > 0;
  }

  /** Holds one printable key pressed at `at`. */
  hold(key: string, at: number): void {
    this.held.push({ key, at });
  }

  /** True once the last held key is older than the hold: the run cannot continue. */
  isHoldOver(now: number): boolean {
    const last = this.held[this.held.length - 1];
    return last !== undefined && now - last.at >= this.options.holdMs;
  }

  /**
   * Ends the run and says what it was. A terminator (Enter, Tab) that arrived within the gap
   * belongs to the burst, so pass its time to count it: a slow one means a person pressed it.
   */
  release(terminatorAt?: number): WedgeVerdict {
    const keys = this.held;
    this.held = [];
    const verdict = classifyKeys(keys, this.options);
    if (verdict.kind === 'scan' && terminatorAt !== undefined) {
      const last = keys[keys.length - 1]!;
      if (terminatorAt - last.at > this.options.holdMs) return { kind: 'typing', keys };
    }
    return verdict;
  }
}
