// Two peer stations for the outbox drain benchmark (bench/core-drain.ts, BENCH_PEERS=1): a
// draining station joins their store, and they check in at a till's pace while it drains.
import { join } from 'node:path';
import { createCore, type Core, type KeyVault } from '../../src/main/core';
import { sharedMap } from '../../src/main/core/store/sharedDoc';
import { listening, NO_SERVICE, pair, Station } from './cluster';

/** Each peer checks in this often during a drain (BENCH_PEER_INTERVAL_MS). */
const INTERVAL_MS = Number(process.env['BENCH_PEER_INTERVAL_MS'] ?? 250);
export const LAN = { port: 0, host: '127.0.0.1', discovery: false };

interface LinkedDrain {
  linkedAtEnd: number;
  peerCheckIns: number;
  visitsAtEnd: number;
}

export class Peers {
  readonly #drains: LinkedDrain[] = [];
  #checkIns = 0;

  private constructor(
    private readonly stations: Station[],
    /** Where the peers listen, for the draining station's settings. */
    readonly addresses: string[],
  ) {}

  static async start(dir: string): Promise<Peers> {
    const stations = await Promise.all(
      ['Till 2', 'Till 3'].map((name) =>
        Station.start({ name, dataDir: join(dir, name), lan: true, ...NO_SERVICE }),
      ),
    );
    await pair(stations);
    return new Peers(stations, await Promise.all(stations.map(listening)));
  }

  /** Joins the station in `dataDir` to the peers' store with a code one of them shows. */
  async pair(dataDir: string, keyVault: KeyVault): Promise<void> {
    const core = await createCore({ dataDir, keyVault, lan: LAN });
    const invite = await this.stations[0]!.send<{ address: string; code: string }>({
      cmd: 'invite',
    });
    await core.handlers['store.join']({ address: invite.address, code: invite.code });
    await core.close();
  }

  /**
   * A linked station's drain, while each peer checks in every INTERVAL_MS (offline, for members
   * of their own, so the service sees the drain alone).
   */
  async during(core: Core, drained: () => Promise<void>): Promise<void> {
    const pace = { cmd: 'pace', intervalMs: INTERVAL_MS, members: 200 } as const;
    await Promise.all(this.stations.map((s) => s.send(pace)));
    await drained();
    const stopped = await Promise.all(
      this.stations.map((s) => s.send<{ loaded: number }>({ cmd: 'stopLoad' })),
    );
    const total = stopped.reduce((sum, s) => sum + s.loaded, 0);
    const status = await core.handlers['store.status']({});
    this.#drains.push({
      linkedAtEnd: status.peers.filter((p) => p.state === 'linked').length,
      peerCheckIns: total - this.#checkIns,
      visitsAtEnd: sharedMap(await core.sharedDoc(), 'visits').size,
    });
    this.#checkIns = total;
  }

  async stop(): Promise<void> {
    await Promise.all(this.stations.map((s) => s.stop()));
  }

  summary(): string {
    return this.#drains
      .map(
        (d, i) =>
          `linked drain ${i}: ${d.linkedAtEnd} peers linked at its end, ${d.peerCheckIns} check-ins at the peers meanwhile, ${d.visitsAtEnd} visits in its document`,
      )
      .join('\n');
  }
}
