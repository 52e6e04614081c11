// Starts stations as separate Node processes on loopback and talks to them over IPC; the
// scenarios (bench/replication/run.ts, the harness test) are written against this.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CommandChannel } from '../commandChannel';
import type { StateDigest } from './model';
import type { Command, Engine, StationConfig } from './protocol';

export interface Stats {
  rss: number;
  heapUsed: number;
  external: number;
  peakRss: number;
  maxRss: number;
  disk: number;
  sent: number;
  openMs: number;
}

interface Ready {
  ready?: { port: number; openMs: number; startedAt: number; docUrl?: string };
}

export class Station {
  readonly #channel: CommandChannel<Command>;

  private constructor(
    readonly name: string,
    readonly port: number,
    readonly docUrl: string | undefined,
    readonly openMs: number,
    /** When the station's own code began, after Node and tsx loaded it: sync times start here. */
    readonly startedAt: number,
    readonly dir: string,
    private readonly child: ChildProcess,
  ) {
    this.#channel = new CommandChannel(name, child);
  }

  static start(config: Omit<StationConfig, 'dir'> & { root: string }): Promise<Station> {
    const dir = join(config.root, config.station);
    mkdirSync(dir, { recursive: true });
    const { root: _root, ...rest } = config;
    const child = fork(
      resolve(import.meta.dirname, 'station.ts'),
      [JSON.stringify({ ...rest, dir })],
      {
        execArgv: ['--import', 'tsx', '--expose-gc'],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        serialization: 'advanced',
      },
    );
    return new Promise((resolveStart, reject) => {
      child.once('exit', (code) =>
        reject(new Error(`${config.station} exited with ${code} while starting`)),
      );
      child.on('message', (raw: Ready) => {
        if (raw.ready) {
          resolveStart(
            new Station(
              config.station,
              raw.ready.port,
              raw.ready.docUrl,
              raw.ready.openMs,
              raw.ready.startedAt,
              dir,
              child,
            ),
          );
        }
      });
    });
  }

  send<T>(command: Command): Promise<T> {
    return this.#channel.send<T>(command);
  }

  stats = () => this.send<Stats>({ cmd: 'stats' });
  digest = () => this.send<StateDigest>({ cmd: 'digest' });
  waitFor = (items: number, members: number, enrolments = 0) =>
    this.send<{ at: number }>({ cmd: 'waitFor', items, members, enrolments });

  async stop(): Promise<void> {
    const exited = new Promise((resolveExit) => this.child.once('exit', resolveExit));
    await this.send({ cmd: 'close' }).catch(() => undefined);
    await exited;
  }

  kill(): void {
    this.child.kill('SIGKILL');
  }
}

/** Starts a store: the first station seeds the directory, the others join it from their peers. */
export async function startStore(
  engine: Engine,
  root: string,
  names: readonly string[],
  members: number,
): Promise<{ stations: Station[]; seedMs: number; joinMs: number }> {
  const first = await Station.start({ engine, station: names[0]!, root, peerPorts: [], members });
  const { ms: seedMs } = await first.send<{ ms: number }>({ cmd: 'seed' });
  const stations = [first];
  for (const name of names.slice(1)) {
    stations.push(
      await Station.start({
        engine,
        station: name,
        root,
        members,
        docUrl: first.docUrl,
        peerPorts: stations.map((station) => station.port),
      }),
    );
  }
  const joined = await Promise.all(stations.slice(1).map((station) => station.waitFor(0, members)));
  const joinMs = Math.max(...joined.map((j, i) => j.at - stations[i + 1]!.startedAt));
  return { stations, seedMs, joinMs };
}
