// What one station's counter remembers between calls: the member the camera last read, and when
// each member's latest check-in was undone. Made with the counter's handlers, one per station.
import type { CameraScan } from './scanRule';

export class CounterMemory {
  private lastCameraScan: CameraScan | null = null;
  private readonly undoneAt = new Map<string, number>();

  /** The member the camera last read, while no other member was scanned since. */
  lastScan(): CameraScan | null {
    return this.lastCameraScan;
  }

  /** Only the camera's reads are remembered: any other scan starts afresh. */
  scanned(scan: CameraScan | null): void {
    this.lastCameraScan = scan;
  }

  /** When this member's latest check-in was undone at this station (ms), if it was. */
  lastUndoAt(customerId: string): number | null {
    return this.undoneAt.get(customerId) ?? null;
  }

  /** The scan rule counts an undo as an action. */
  undone(customerId: string, at: number): void {
    this.undoneAt.set(customerId, at);
  }
}
