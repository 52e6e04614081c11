// A station run as a child process, so a test can kill it with SIGKILL part-way: the child reads
// its set-up from PASSDESK_* variables; the test starts it, reads what it prints, kills it, and
// opens the station again on the data it left.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createCore, MemoryKeyVault, type Core } from '../../../src/main/core';

export const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

/** In the child: its station, on the service and program its variables name, templates read. */
export async function childStation(probeIntervalMs: number): Promise<Core> {
  const serviceUrl = env('PASSDESK_SERVICE_URL');
  const core = await createCore({
    dataDir: env('PASSDESK_DATA_DIR'),
    keyVault: new MemoryKeyVault({ apiKey: env('PASSDESK_API_KEY'), origin: originOf(serviceUrl) }),
    probeIntervalMs,
  });
  await core.handlers['settings.update']({ serviceUrl, programId: env('PASSDESK_PROGRAM_ID') });
  await core.handlers['templates.list']({ refresh: true });
  return core;
}

/** Where a child's station keeps its data, and the service, key and program it uses. */
export interface ChildSetUp {
  dataDir: string;
  serviceUrl: string;
  apiKey: string;
  programId: string;
}

/** A child's station as the test sees it. */
export interface KillableStation {
  /** What it printed so far, a line each (and whatever it wrote to stderr). */
  readonly said: string[];
  /** Writes a line to its stdin. */
  tell(line: string): void;
  /** Kills it with SIGKILL; resolves once it has exited. */
  kill(): Promise<void>;
}

/** In the test: starts `script` (a file run with tsx) with the set-up and `more` variables. */
export function startChild(
  script: string,
  setUp: ChildSetUp,
  more: Record<string, string> = {},
): KillableStation {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: {
      ...process.env,
      PASSDESK_DATA_DIR: setUp.dataDir,
      PASSDESK_API_KEY: setUp.apiKey,
      PASSDESK_SERVICE_URL: setUp.serviceUrl,
      PASSDESK_PROGRAM_ID: setUp.programId,
      ...more,
    },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const said: string[] = [];
  createInterface({ input: child.stdout }).on('line', (line) => said.push(line));
  child.stderr.on('data', (chunk: Buffer) => said.push(chunk.toString()));
  return {
    said,
    tell: (line) => child.stdin.write(`${line}\n`),
    kill: async () => {
      child.kill('SIGKILL');
      await exited;
    },
  };
}

/** The live database the station keeps for the service's origin (one database per origin). */
export function liveDatabaseFile(setUp: Pick<ChildSetUp, 'dataDir' | 'serviceUrl'>): string {
  const named = JSON.parse(readFileSync(join(setUp.dataDir, 'live-databases.json'), 'utf8')) as {
    byOrigin: Record<string, string>;
  };
  return join(setUp.dataDir, `passdesk-${named.byOrigin[originOf(setUp.serviceUrl)]}.sqlite`);
}

/** The station opened again, in the test, on the data its child left. */
export function reopenStation(setUp: Omit<ChildSetUp, 'programId'>): Promise<Core> {
  return createCore({
    dataDir: setUp.dataDir,
    keyVault: new MemoryKeyVault({ apiKey: setUp.apiKey, origin: originOf(setUp.serviceUrl) }),
    probeIntervalMs: 60_000,
  });
}

const originOf = (url: string): string => new URL(url).origin;
