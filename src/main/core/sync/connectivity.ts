// Online or offline, learned from real calls, a light periodic probe and the OS's network hint.
export type LineState = 'unknown' | 'online' | 'offline';

export interface ConnectivityOptions {
  /** A cheap call to the service; resolves when it answered at all, rejects when unreachable. */
  probe: () => Promise<void>;
  probeIntervalMs: number;
  now: () => Date;
  onChange: (online: boolean) => void;
}

export class Connectivity {
  state: LineState = 'unknown';
  lastContactAt: string | null = null;
  private osSaysOffline = false;
  private timer: NodeJS.Timeout | null = null;
  private probing = false;
  private offlineProbeMs: number;
  private stopped = false;

  constructor(private readonly options: ConnectivityOptions) {
    this.offlineProbeMs = Math.min(1000, options.probeIntervalMs);
  }

  get online(): boolean {
    return this.state === 'online';
  }

  /** Whether sending is worth trying now: not known to be offline. */
  get usable(): boolean {
    return this.state !== 'offline';
  }

  start(): void {
    this.schedule(0);
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Every call's outcome: an HTTP answer of any status means the service is reachable. */
  report(reached: boolean): void {
    if (reached) {
      this.lastContactAt = this.options.now().toISOString();
      this.osSaysOffline = false;
      this.set('online');
    } else {
      this.set('offline');
    }
  }

  /** The operating system's network events, as the shell passes them in. */
  setNetworkHint(online: boolean): void {
    this.osSaysOffline = !online;
    if (!online) this.set('offline');
    else this.schedule(0);
  }

  /** Probe now (e.g. the person pressed "sync now"). */
  probeSoon(): void {
    this.schedule(0);
  }

  private set(next: LineState): void {
    if (next === this.state) return;
    const wasOnline = this.state === 'online';
    this.state = next;
    if (next === 'offline') {
      this.offlineProbeMs = Math.min(1000, this.options.probeIntervalMs);
      this.schedule(this.offlineProbeMs);
    } else {
      this.schedule(this.options.probeIntervalMs * 6);
    }
    if (wasOnline !== (next === 'online')) this.options.onChange(next === 'online');
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.runProbe(), delayMs);
    this.timer.unref();
  }

  private async runProbe(): Promise<void> {
    this.timer = null;
    if (this.probing || this.stopped) return;
    this.probing = true;
    try {
      // While the OS says the network is down a probe would only time out; wait for its event.
      if (!this.osSaysOffline) await this.options.probe().catch(() => undefined);
    } finally {
      this.probing = false;
    }
    if (this.stopped || this.timer) return;
    if (this.state === 'online') {
      this.schedule(this.options.probeIntervalMs * 6);
    } else {
      this.offlineProbeMs = Math.min(this.offlineProbeMs * 2, this.options.probeIntervalMs);
      this.schedule(this.offlineProbeMs);
    }
  }
}
