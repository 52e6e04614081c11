// Stations of one store on loopback for a test: each a process of its own (stationChild.ts) with
// its own data folder, driven through the contract's channels, killed with SIGKILL and started
// again on the same data and port; the service is the test's own (../core/world.ts).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import {
  ipcContract,
  type Channel,
  type ChannelRequest,
  type ChannelResponse,
} from '@shared/ipc/contract';
import type { Handlers } from '@shared/ipc/dispatch';
import { AppError } from '@shared/ipc/errors';
import type { StoreStatus } from '@shared/ipc/storeContract';
import { API_KEY, type World } from '../../world';
import { report, type Command, type DocSummary, type Report } from './line';

/** Long enough for a station to open its database on a machine with a load of 20. */
const START_LIMIT_MS = 60_000;

export interface StationEvent {
  name: string;
  payload: unknown;
}

export class StationProcess {
  private child: ChildProcess | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, (answer: Report) => void>();
  private port = 0;
  stationId = '';
  listening: string | null = null;
  /** Every event the station reported since the test began, across restarts. */
  readonly events: StationEvent[] = [];
  /** Resolves when the running process is gone. */
  private exited: Promise<void> = Promise.resolve();

  constructor(
    private readonly world: World,
    /** The service's address, which stays the same while it is stopped and started again. */
    private readonly serviceUrl: string,
    readonly name: string,
    readonly dataDir: string,
  ) {}

  get running(): boolean {
    return this.child !== null;
  }

  /** Starts the station (again) on its data folder and, once it has listened, on its port. */
  async start(): Promise<void> {
    if (this.child) throw new Error(`${this.name} is already running`);
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'stationChild.ts')],
      {
        env: {
          ...process.env,
          PASSDESK_DATA_DIR: this.dataDir,
          PASSDESK_API_KEY: API_KEY,
          PASSDESK_SERVICE_URL: this.serviceUrl,
          PASSDESK_PROGRAM_ID: this.world.programId,
          PASSDESK_STATION_NAME: this.name,
          PASSDESK_LAN_PORT: String(this.port),
        },
        stdio: ['pipe', 'pipe', 'inherit'],
      },
    );
    this.child = child;
    let ready: (r: Report) => void = () => {};
    let failed: (e: Error) => void = () => {};
    const readyReport = new Promise<Report>((resolve, reject) => {
      ready = resolve;
      failed = reject;
    });
    this.exited = new Promise<void>((resolve) =>
      child.on('exit', (code, signal) => {
        if (this.child === child) this.child = null;
        const gone = new AppError('offline', `${this.name} exited (${signal ?? code})`);
        for (const [id, answer] of this.waiting) {
          this.waiting.delete(id);
          answer({ kind: 'answer', id, envelope: { ok: false, error: gone.toShape() } });
        }
        failed(gone);
        resolve();
      }),
    );
    createInterface({ input: child.stdout! }).on('line', (line) => {
      let parsed;
      try {
        parsed = report.safeParse(JSON.parse(line));
      } catch {
        return; // not one of the station's reports (a library writing to stdout)
      }
      if (!parsed.success) throw new Error(`${this.name} said something unreadable: ${line}`);
      const said = parsed.data;
      if (said.kind === 'ready') ready(said);
      else if (said.kind === 'event') this.events.push({ name: said.name, payload: said.payload });
      else {
        const answer = this.waiting.get(said.id);
        this.waiting.delete(said.id);
        answer?.(said);
      }
    });
    const said = await withLimit(readyReport, START_LIMIT_MS, `${this.name} to start`);
    if (said.kind !== 'ready') throw new Error('unreachable');
    this.stationId = said.stationId;
    this.listening = said.listening;
    if (said.listening)
      this.port = Number(said.listening.slice(said.listening.lastIndexOf(':') + 1));
  }

  private ask(make: (id: number) => Command): Promise<Report> {
    const child = this.child;
    if (!child) return Promise.reject(new AppError('offline', `${this.name} is not running`));
    const id = this.nextId++;
    return new Promise<Report>((resolve) => {
      this.waiting.set(id, resolve);
      child.stdin!.write(`${JSON.stringify(make(id))}\n`);
    });
  }

  /** Calls a channel as the station's own screen would; a refusal rejects with its AppError. */
  async call<C extends Channel>(
    channel: C,
    request: ChannelRequest<C>,
  ): Promise<ChannelResponse<C>> {
    const answer = await this.ask((id) => ({ kind: 'call', id, channel, request }));
    if (answer.kind !== 'answer') throw new Error(`${this.name}: no answer to ${channel}`);
    if (!answer.envelope.ok) {
      const refused = AppError.from(answer.envelope.error);
      refused.message = `${this.name}, ${channel}: ${refused.message}`;
      throw refused;
    }
    return ipcContract[channel].response.parse(answer.envelope.value) as ChannelResponse<C>;
  }

  async doc(): Promise<DocSummary> {
    const answer = await this.ask((id) => ({ kind: 'doc', id }));
    if (answer.kind !== 'doc') throw new Error(`${this.name}: no summary of its doc`);
    return answer.summary;
  }

  /** The channels as a core's handler table, for helpers written for an in-process core. */
  readonly handlers = new Proxy({} as Handlers, {
    get: (_, channel: string) => (request: unknown) =>
      this.call(channel as Channel, request as ChannelRequest<Channel>),
  });

  status(): Promise<StoreStatus> {
    return this.call('store.status', {});
  }

  /** The power cut: nothing is closed, flushed or said goodbye to. */
  async kill(): Promise<void> {
    this.child?.kill('SIGKILL');
    await this.exited;
  }

  /** Closed the way the shell closes it. */
  async stop(): Promise<void> {
    this.child?.kill('SIGTERM');
    await this.exited;
  }
}

function withLimit<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`gave up waiting for ${what}`)), ms);
  });
  return Promise.race([promise, limit]).finally(() => clearTimeout(timer));
}

export interface Cluster {
  stations: StationProcess[];
  /** A further station with its own data folder, started. */
  add(name: string): Promise<StationProcess>;
  close(): Promise<void>;
}

export async function startCluster(world: World, names: string[]): Promise<Cluster> {
  const made: StationProcess[] = [];
  const serviceUrl = world.service.url;
  const add = async (name: string) => {
    const station = new StationProcess(
      world,
      serviceUrl,
      name,
      mkdtempSync(join(world.dir, 'lan-')),
    );
    made.push(station);
    await station.start();
    return station;
  };
  const stations = await Promise.all(names.map(add));
  return {
    stations,
    add,
    close: async () => {
      await Promise.all(made.map((s) => s.stop()));
    },
  };
}
