// Tells a USB keyboard-wedge scanner from a person at the keyboard by the timing of the keys.
// A scanner types a whole code in a burst, a few milliseconds a key; people leave tens of
// milliseconds between keys even when fast. Pure: time comes in as numbers, so it is testable.

export interface WedgeOptions {
  /** A burst's typical (median) gap between keys is at most this. */
  readonly maxGapMs: number;
  /**
   * How long keys are held after the last one, waiting for more, while the run does not yet
   * look like a scanner. People's keys appear this much later than pressed, so it stays short.
   */
  readonly holdMs: number;
  /**
   * The hold once the run looks like a scanner's burst (fast keys, nearly a code's length): the
   * longest single pause a burst may contain, since a busy machine can deliver a scanner's keys
   * with stalls, and a burst cut in two would be two wrong scans.
   */
  readonly burstHoldMs: number;
  /** The fewest characters that make a scan; shorter bursts are keys a person rolled over. */
  readonly minLength: number;
}

/**
 * USB scanners type at 1-20 ms a key; people, even fast and with rolled keys, type slower. A
 * person's key shows 80 ms late at most, under the ~100 ms at which a delay is noticed.
 */
export const defaultWedgeOptions: WedgeOptions = {
  maxGapMs: 30,
  holdMs: 80,
  burstHoldMs: 250,
  minLength: 4,
};

export interface HeldKey {
  readonly key: string;
  readonly at: number;
  /** The physical key and Shift, kept so a replayed key looks like the one pressed. */
  readonly code?: string;
  readonly shiftKey?: boolean;
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
  const { median, longest } = gapsOf(keys);
  if (median > options.maxGapMs || longest > options.burstHoldMs) return { kind: 'typing', keys };
  return { kind: 'scan', text };
}

/** Whether a run so far looks like the start of a scanner's burst. */
export function looksLikeBurst(
  keys: readonly HeldKey[],
  options: WedgeOptions = defaultWedgeOptions,
): boolean {
  return keys.length >= Math.min(3, options.minLength) && gapsOf(keys).median <= options.maxGapMs;
}

/**
 * Whether keys just given back as typing were really the first keys of the burst that began at
 * `burstStartAt`, cut off from it by a stall longer than the short hold (a busy machine can
 * deliver a scanner's first key late). Only a few keys, fast among themselves, and close enough
 * before the burst that no pause a burst may contain lies between.
 */
export function isCutOffStart(
  typed: readonly HeldKey[],
  burstStartAt: number,
  options: WedgeOptions = defaultWedgeOptions,
): boolean {
  const last = typed[typed.length - 1];
  if (!last || typed.length >= options.minLength) return false;
  if (burstStartAt - last.at > options.burstHoldMs) return false;
  return typed.length === 1 || gapsOf(typed).median <= options.maxGapMs;
}

/**
 * The median gap, not the mean or the largest: one late key on a busy machine must not turn a
 * scan into typing, and a person's two rolled keys must not turn typing into a scan.
 */
function gapsOf(keys: readonly HeldKey[]): { median: number; longest: number } {
  const gaps = keys
    .slice(1)
    .map((k, i) => k.at - keys[i]!.at)
    .sort((a, b) => a - b);
  if (gaps.length === 0) return { median: Infinity, longest: Infinity };
  return { median: gaps[Math.floor(gaps.length / 2)]!, longest: gaps[gaps.length - 1]! };
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
  hold(key: string, at: number, physical: { code?: string; shiftKey?: boolean } = {}): void {
    this.held.push({ key, at, ...physical });
  }

  /** True once the last held key is older than the hold: the run cannot continue. */
  isHoldOver(now: number): boolean {
    const last = this.held[this.held.length - 1];
    return last !== undefined && now - last.at >= this.holdMs;
  }

  /** How long, after the last key, the run is still waited on. */
  get holdMs(): number {
    return looksLikeBurst(this.held, this.options) ? this.options.burstHoldMs : this.options.holdMs;
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
      if (terminatorAt - last.at > this.options.burstHoldMs) return { kind: 'typing', keys };
    }
    return verdict;
  }
}
