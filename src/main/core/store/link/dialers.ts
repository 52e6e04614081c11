// Keeps dialling the addresses where the store's other stations may be, with backoff, until
// each answers; a link that drops is dialled again soon.
import { retryDelay, type BackoffPolicy } from '../../sync/backoff';

/** How a dial ended: it linked (and later dropped), or why it did not. */
export type DialOutcome = 'linked' | 'failed' | 'untrusted' | 'self' | 'duplicate';

export const DIAL_BACKOFF: BackoffPolicy = { baseMs: 250, maxMs: 5000 };
/** A station that is not paired is asked again more rarely: it may be paired later. */
const UNTRUSTED_BACKOFF: BackoffPolicy = { baseMs: 250, maxMs: 30_000 };

interface Entry {
  attempt: number;
  timer: NodeJS.Timeout | null;
  dialing: boolean;
}

export class Dialers {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly dial: (address: string) => Promise<DialOutcome>) {}

  /** Dials these addresses (new ones at once) and stops dialling any other. */
  want(addresses: Iterable<string>): void {
    const wanted = new Set(addresses);
    for (const [address, entry] of this.entries) {
      if (wanted.has(address)) continue;
      if (entry.timer) clearTimeout(entry.timer);
      this.entries.delete(address);
    }
    for (const address of wanted) {
      if (this.entries.has(address)) continue;
      const entry: Entry = { attempt: 0, timer: null, dialing: false };
      this.entries.set(address, entry);
      this.schedule(address, entry, 0);
    }
  }

  /** Dials every address now that is waiting (a peer came back, sharing resumed). */
  hurry(): void {
    for (const [address, entry] of this.entries) {
      if (entry.dialing) continue;
      if (entry.timer) clearTimeout(entry.timer);
      this.schedule(address, entry, 0);
    }
  }

  stop(): void {
    this.want([]);
  }

  private schedule(address: string, entry: Entry, ms: number): void {
    entry.timer = setTimeout(() => void this.run(address, entry), ms);
    entry.timer.unref();
  }

  private async run(address: string, entry: Entry): Promise<void> {
    entry.timer = null;
    entry.dialing = true;
    const outcome = await this.dial(address).catch((): DialOutcome => 'failed');
    entry.dialing = false;
    if (this.entries.get(address) !== entry) return;
    if (outcome === 'self') return; // this station's own address: never again
    if (outcome === 'linked') entry.attempt = 0;
    else entry.attempt += 1;
    const policy = outcome === 'untrusted' ? UNTRUSTED_BACKOFF : DIAL_BACKOFF;
    const ms = retryDelay(policy, Math.max(1, entry.attempt), null);
    this.schedule(address, entry, ms);
  }
}
