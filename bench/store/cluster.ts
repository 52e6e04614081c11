// Starts real stations as separate Node processes linked on 127.0.0.1, pairs them into one store
// with the store's own channels (store.invite, store.join), and talks to them over IPC.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CommandChannel } from '../commandChannel';
import type { PairingInvite, StoreStatus } from '@shared/ipc/storeContract';
import type { Command, Seen, StationConfig, Stats } from './protocol';

/** A service address nothing answers on: the station stays offline and its queue waits. */
export const NO_SERVICE = { serviceUrl: 'http://127.0.0.1:9', apiKey: 'bench-offline-key-0000' };

interface Ready {
  ready?: { stationId: string; openMs: number; startedAt: number };
}

export class Station {
  readonly #channel: CommandChannel<Command>;

  private constructor(
    readonly name: string,
    readonly stationId: string,
    /** From the station's own code starting to its shared document open. */
    readonly openMs: number,
    private readonly child: ChildProcess,
  ) {
    this.#channel = new CommandChannel(name, child);
  }

  static start(config: StationConfig): Promise<Station> {
    mkdirSync(config.dataDir, { recursive: true });
    const child = fork(resolve(import.meta.dirname, 'station.ts'), [JSON.stringify(config)], {
      execArgv: ['--import', 'tsx', '--expose-gc'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    // Never leave a station running, even when the benchmark fails.
    process.on('exit', () => child.kill('SIGKILL'));
    return new Promise((done, fail) => {
      child.once('exit', (code) => fail(new Error(`${config.name} exited with ${code} starting`)));
      child.on('message', (raw: Ready) => {
        if (raw.ready) done(new Station(config.name, raw.ready.stationId, raw.ready.openMs, child));
      });
    });
  }

  send<T>(command: Command): Promise<T> {
    return this.#channel.send<T>(command);
  }

  status = () => this.send<StoreStatus>({ cmd: 'status' });
  stats = () => this.send<Stats>({ cmd: 'stats' });
  checkIn = (customerId: string) =>
    this.send<{ itemId: string; at: number }>({ cmd: 'checkIn', customerId });
  seen = (keys: string[]) => this.send<Seen[]>({ cmd: 'seen', keys });
  waitVisits = (count: number) => this.send<{ at: number }>({ cmd: 'waitVisits', count });
  waitLinked = (peers: number) => this.send<{ at: number }>({ cmd: 'waitLinked', peers });

  async stop(): Promise<void> {
    const exited = new Promise((done) => this.child.once('exit', done));
    await this.send({ cmd: 'close' }).catch(() => undefined);
    await exited;
  }
}

/** Where a station listens, from its own status. */
export async function listening(station: Station): Promise<string> {
  const { listening: address } = await station.status();
  if (!address) throw new Error(`${station.name} is not listening`);
  return address;
}

/**
 * Pairs every station with the first through a code shown there, as a manager would, then gives
 * each the others' addresses (discovery is off on loopback) and waits until all are linked.
 */
export async function pair(stations: readonly Station[]): Promise<void> {
  const [first, ...rest] = stations;
  if (!first) return;
  for (const station of rest) {
    const invite = await first.send<PairingInvite>({ cmd: 'invite' });
    await station.send({ cmd: 'join', address: invite.address, code: invite.code });
  }
  const addresses = await Promise.all(stations.map(listening));
  await Promise.all(
    stations.map((station, i) =>
      station.send({ cmd: 'setPeers', addresses: addresses.filter((_, j) => j !== i) }),
    ),
  );
  await Promise.all(stations.map((station) => station.waitLinked(stations.length - 1)));
}

/** Starts `names.length` offline stations under `root`, each with its link, and pairs them. */
export async function startStore(root: string, names: readonly string[]): Promise<Station[]> {
  const stations = await Promise.all(
    names.map((name) =>
      Station.start({ name, dataDir: join(root, name), lan: true, ...NO_SERVICE }),
    ),
  );
  await pair(stations);
  return stations;
}
