// Peers' updates set aside unapplied because an entry in them rests on what this station does not
// know yet (its writer's certificate, the person who vouched for it): kept per carrying station,
// within caps, and dropped quietly once too old, so a peer cannot grow this station's memory.

/** How long an update waits for what it rests on before it is dropped. */
export const HOLD_MS = 10 * 60_000;
/** At most this many updates and bytes held per carrying station; the oldest go first. */
export const HELD_PER_STATION = 64;
export const HELD_BYTES_PER_STATION = 4 * 1024 * 1024;

export interface HeldUpdate<Origin> {
  origin: Origin;
  update: Uint8Array;
  at: number;
}

export class HeldUpdates<Origin> {
  private readonly byStation = new Map<string, HeldUpdate<Origin>[]>();
  private droppedCount = 0;

  /**
   * Sets an update aside, its station's too old ones dropped; answers how many of this station's
   * were dropped to make room.
   */
  hold(station: string, held: HeldUpdate<Origin>): number {
    const all = this.byStation.get(station) ?? [];
    const queue = all.filter((one) => held.at - one.at < HOLD_MS);
    this.droppedCount += all.length - queue.length;
    queue.push(held);
    let bytes = queue.reduce((sum, one) => sum + one.update.length, 0);
    let dropped = 0;
    while (
      queue.length > 0 &&
      (queue.length > HELD_PER_STATION || bytes > HELD_BYTES_PER_STATION)
    ) {
      bytes -= queue.shift()!.update.length;
      dropped += 1;
    }
    if (queue.length > 0) this.byStation.set(station, queue);
    else this.byStation.delete(station);
    this.droppedCount += dropped;
    return dropped;
  }

  /** Every held update still in time, oldest first per station, taken out; the rest dropped. */
  take(now: number): HeldUpdate<Origin>[] {
    const taken: HeldUpdate<Origin>[] = [];
    for (const queue of this.byStation.values()) {
      for (const held of queue) {
        if (now - held.at < HOLD_MS) taken.push(held);
        else this.droppedCount += 1;
      }
    }
    this.byStation.clear();
    return taken;
  }

  get size(): number {
    let count = 0;
    for (const queue of this.byStation.values()) count += queue.length;
    return count;
  }

  /** Held updates from one station's link, and their bytes. */
  heldFrom(station: string): { updates: number; bytes: number } {
    const queue = this.byStation.get(station) ?? [];
    return { updates: queue.length, bytes: queue.reduce((sum, one) => sum + one.update.length, 0) };
  }

  /** Updates dropped since this station started: too old, or over the caps. */
  get dropped(): number {
    return this.droppedCount;
  }
}
