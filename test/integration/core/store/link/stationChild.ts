// A station of a store as its own process: its own data folder, its link to the store's other
// stations on loopback, and every channel of the contract served over stdin/stdout (line.ts), so
// a test drives it through the real handlers and can kill it with SIGKILL.
import { createHash } from 'node:crypto';
import { createInterface } from 'node:readline';
import * as Y from 'yjs';
import { dispatch } from '@shared/ipc/dispatch';
import type { EventName } from '@shared/ipc/contract';
import { createCore, MemoryKeyVault } from '../../../../../src/main/core';
import {
  SHARED_MAPS,
  sharedMap,
  type SharedMapName,
} from '../../../../../src/main/core/store/sharedDoc';
import { env } from '../../childEnv';
import { command, type DocSummary, type Report } from './line';

const say = (report: Report) => process.stdout.write(`${JSON.stringify(report)}\n`);

const serviceUrl = env('PASSDESK_SERVICE_URL');
// Not a fresh literal, so the options type-check whether or not this build links stations yet.
const options = {
  dataDir: env('PASSDESK_DATA_DIR'),
  keyVault: new MemoryKeyVault({
    apiKey: env('PASSDESK_API_KEY'),
    origin: new URL(serviceUrl).origin,
  }),
  probeIntervalMs: 40,
  requestTimeoutMs: 2000,
  backoff: { baseMs: 5, maxMs: 100 },
  batchPollMs: 20,
  concurrency: 4,
  lan: {
    port: Number(env('PASSDESK_LAN_PORT')),
    host: '127.0.0.1',
    discovery: false,
    peers: [] as string[],
  },
};
const core = await createCore(options);

await core.handlers['settings.update']({
  serviceUrl,
  programId: env('PASSDESK_PROGRAM_ID'),
  stationName: env('PASSDESK_STATION_NAME'),
});
// The program's card design, while the service answers; a restart during an outage keeps the cache.
await core.handlers['templates.list']({ refresh: true }).catch(() => undefined);

const FORWARDED: EventName[] = ['store.changed', 'queue.item', 'member.changed'];
for (const name of FORWARDED)
  core.events.on(name, (payload) => say({ kind: 'event', name, payload }));

/** Object keys sorted at every depth, so equal content is equal text at every station. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

async function summary(): Promise<DocSummary> {
  const doc = await core.sharedDoc();
  const names = Object.keys(SHARED_MAPS) as SharedMapName[];
  const content = Object.fromEntries(names.map((name) => [name, sharedMap(doc, name).toJSON()]));
  return {
    stateVector: Object.fromEntries(
      [...Y.decodeStateVector(Y.encodeStateVector(doc))].map(([client, clock]) => [
        String(client),
        clock,
      ]),
    ),
    sizes: Object.fromEntries(names.map((name) => [name, sharedMap(doc, name).size])),
    digest: createHash('sha256')
      .update(JSON.stringify(canonical(content)))
      .digest('hex'),
    visits: content.visits as Record<string, unknown>,
  };
}

const status = await core.handlers['store.status']({});
say({ kind: 'ready', stationId: status.station.id, listening: status.listening });

let closing: Promise<void> | null = null;
const stop = () => {
  closing ??= core.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);

createInterface({ input: process.stdin })
  .on('line', (line) => {
    const parsed = command.safeParse(JSON.parse(line));
    if (!parsed.success) {
      process.stderr.write(`station: a command it cannot read: ${line}\n`);
      return;
    }
    const asked = parsed.data;
    if (asked.kind === 'doc') {
      void summary().then((s) => say({ kind: 'doc', id: asked.id, summary: s }));
      return;
    }
    void dispatch(core.handlers, asked.channel, asked.request, (error) =>
      process.stderr.write(`station: ${asked.channel} failed: ${String(error)}\n`),
    ).then((answer) => say({ kind: 'answer', id: asked.id, envelope: answer }));
  })
  // The test is gone: nobody is left to drive this station.
  .on('close', stop);
