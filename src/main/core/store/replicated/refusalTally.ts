// What each station's link carried that was refused, and the stations kept away for sending it
// again and again: an honest till with a wrong clock is refused now and then, a hostile one at
// every change.

import type { RefusalReason } from './entryJudge';

/** A link whose peer's changes were refused this many times within STRIKE_WINDOW_MS is closed. */
export const STRIKES = 3;
export const STRIKE_WINDOW_MS = 10 * 60_000;
/** A single change with this many refused entries closes the link at once. */
export const FLOOD = 100;
/** How long a station whose link was closed for it is not linked again. */
export const KEPT_AWAY_MS = 5 * 60_000;

export class RefusalTally {
  private readonly counts = new Map<string, number>();
  private readonly strikes = new Map<string, number[]>();
  private readonly awayUntil = new Map<string, number>();

  /**
   * Counts a change's refused entries; answers whether the station's link is to be closed. An
   * entry the link only carried in good faith (a forgotten till's, relayed before the carrier
   * learned of the forgetting) is shown, but brings no strike.
   */
  count(stationId: string, refused: readonly RefusalReason[], now: number): boolean {
    this.counts.set(stationId, (this.counts.get(stationId) ?? 0) + refused.length);
    const blamed = refused.filter((why) => why !== 'forgottenWriter').length;
    if (blamed === 0) return false;
    const recent = (this.strikes.get(stationId) ?? []).filter((at) => now - at < STRIKE_WINDOW_MS);
    recent.push(now);
    this.strikes.set(stationId, recent);
    if (recent.length < STRIKES && blamed < FLOOD) return false;
    this.strikes.delete(stationId);
    this.awayUntil.set(stationId, now + KEPT_AWAY_MS);
    return true;
  }

  /** Entries refused from this station's link since this station started. */
  refusedFrom(stationId: string): number {
    return this.counts.get(stationId) ?? 0;
  }

  keptAway(stationId: string, now: number): boolean {
    return (this.awayUntil.get(stationId) ?? 0) > now;
  }

  /** Whether a station's time away ended since last asked: it may be dialled again. */
  backFromAway(now: number): boolean {
    let back = false;
    for (const [stationId, until] of this.awayUntil) {
      if (until > now) continue;
      this.awayUntil.delete(stationId);
      back = true;
    }
    return back;
  }
}
