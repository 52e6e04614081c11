// Draining 10,000 check-ins for 1,000 members through the core, against a bare loop sending the
// same requests at the same concurrency, both to the embedded service in its own process.
// Run: npx tsx bench/core-drain.ts   (BENCH_MEMBERS=1000 BENCH_PER_MEMBER=10 BENCH_CONCURRENCY=4
//      BENCH_ROUNDS=8; BENCH_SERVICE_DIR puts the service's database elsewhere, e.g. /dev/shm;
//      BENCH_PEERS=1 drains a third time per round, linked to two peer stations checking in)
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Agent, request as undiciRequest } from 'undici';
import { API_KEY_HEADER, API_PATHS, IDEMPOTENCY_KEY_HEADER } from '@shared/api';
import { createCore, MemoryKeyVault } from '../src/main/core';
import { Journal } from '../src/main/core/journal/journal';
import { Outbox } from '../src/main/core/outbox/outbox';
import { SettingsFile, DEFAULT_SETTINGS } from '../src/main/core/settings/settings';
import { CacheMeta } from '../src/main/core/db/cacheMeta';
import { TemplateCache } from '../src/main/core/templates/cache';
import { openDatabase } from '../src/main/core/db/database';
import { table } from './core-stats';
import { addMembers, call, createProgram, startServiceProcess } from './serviceProcess';
import { LAN, Peers } from './store/drainPeers';

const MEMBERS = Number(process.env['BENCH_MEMBERS'] ?? 1000);
const PER_MEMBER = Number(process.env['BENCH_PER_MEMBER'] ?? 10);
const CONCURRENCY = Number(process.env['BENCH_CONCURRENCY'] ?? 4);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 8);
const STAMPS = 50;
const KEY = 'bench-drain-key-000000';
const dir = mkdtempSync(join(process.env['BENCH_DIR'] ?? tmpdir(), 'passdesk-bench-drain-'));
const serviceDir = mkdtempSync(join(process.env['BENCH_SERVICE_DIR'] ?? dir, 'service-'));
const peers: Peers | null = process.env['BENCH_PEERS'] ? await Peers.start(dir) : null;

const service = await startServiceProcess(dir, serviceDir, KEY);
// The same requests both ways: PER_MEMBER +1s per member, members interleaved as at a counter.
const planFor = (members: string[]) =>
  Array.from({ length: members.length * PER_MEMBER }, (_, i) => members[i % members.length]!);
if (PER_MEMBER > STAMPS) throw new Error(`BENCH_PER_MEMBER must stay within ${STAMPS} stamps`);
// One round more than measured: the first warms both sides up and is not reported.
const DRAINS = ROUNDS + 1;
// Each round has a program of its own with 2 x MEMBERS members, half for each side, all starting
// at zero: no side meets a card the other filled, the member list the core reads at start is the
// same size every round, and the number of rounds is not bounded by the card's stamps.
const rounds: {
  dynamicPassId: string;
  groupId: string;
  bare: string[];
  core: string[];
  linked: string[];
}[] = [];
for (let r = 0; r < DRAINS; r++) {
  const program = await createProgram(service, `Bench card ${r}`, STAMPS);
  const bare = planFor(await addMembers(service, program.groupId, MEMBERS));
  rounds.push({
    ...program,
    bare,
    core: planFor(await addMembers(service, program.groupId, MEMBERS)),
    linked: peers ? planFor(await addMembers(service, program.groupId, MEMBERS)) : [],
  });
}

/** BENCH_PROFILE=file writes a CPU profile of the core's drain alone. */
async function startProfile(): Promise<() => Promise<void>> {
  const { Session } = await import('node:inspector/promises');
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(process.env['BENCH_PROFILE']!, JSON.stringify(profile));
    session.disconnect();
  };
}

interface Drain {
  wallMs: number;
  /** CPU this process spent, per check-in: the client's own cost, whatever the machine's load. */
  cpuUsPerItem: number;
}

const cpuNow = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};

/**
 * The bare loop: CONCURRENCY workers sending with undici's request API, as the core's client does
 * (kept-alive connections, the same 10 s timeouts), each request with its own Idempotency-Key;
 * nothing stored.
 */
async function bareDrain(round: number): Promise<Drain> {
  const barePlan = rounds[round]!.bare;
  const agent = new Agent({ connect: { timeout: 10_000 }, keepAliveTimeout: 4_000 });
  let next = 0;
  const start = performance.now();
  const cpu = cpuNow();
  const worker = async () => {
    while (next < barePlan.length) {
      const customerId = barePlan[next++]!;
      const answer = await undiciRequest(service.url + API_PATHS.checkIn(customerId), {
        method: 'PUT',
        headers: { [API_KEY_HEADER]: KEY, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
        dispatcher: agent,
        headersTimeout: 10_000,
        bodyTimeout: 10_000,
      });
      await answer.body.text();
      if (answer.statusCode !== 200) throw new Error(`bare check-in answered ${answer.statusCode}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await agent.close();
  return { wallMs: performance.now() - start, cpuUsPerItem: (cpuNow() - cpu) / barePlan.length };
}

const templateList = await call<Parameters<TemplateCache['replaceAll']>[0]>(
  service,
  'GET',
  API_PATHS.listTemplates,
);

/**
 * The core: the same check-ins already in its outbox, timed from start until all are synced. The
 * station knows its program, as one whose counter was in use does (the counter reads the template
 * list when it opens).
 */
async function coreDrain(round: number, linked = false): Promise<Drain> {
  const { dynamicPassId } = rounds[round]!;
  const corePlan = linked ? rounds[round]!.linked : rounds[round]!.core;
  const dataDir = join(dir, `station-${round}${linked ? '-linked' : ''}`);
  const keyVault = () => new MemoryKeyVault({ apiKey: KEY, origin: new URL(service.url).origin });
  const settings = new SettingsFile(join(dataDir, 'settings.json'));
  const { stationId } = settings.load();
  settings.save(stationId, {
    ...DEFAULT_SETTINGS,
    serviceUrl: service.url,
    programId: dynamicPassId,
    ...(linked && peers ? { peerAddresses: peers.addresses } : {}),
  });
  // A linked station is paired with the peers once, as a till joins its store, before its drain.
  if (linked) await peers!.pair(dataDir, keyVault());
  const db = openDatabase(join(dataDir, 'passdesk-live.sqlite'), { backupDir: join(dataDir, 'b') });
  const now = () => new Date();
  const outbox = new Outbox(db, new Journal(db, now), now);
  new TemplateCache(db, new CacheMeta(db)).replaceAll(templateList, now().toISOString());
  db.transaction(() => {
    for (const customerId of corePlan)
      outbox.enqueue('checkIn', { customerId, action: { kind: 'increment' }, notification: null });
  })();
  db.close();
  const profiling = process.env['BENCH_PROFILE'] ? await startProfile() : null;
  // The wall clock, since the end is read from the time the core stamped on its last outcome.
  const start = Date.now();
  const cpu = cpuNow();
  const core = await createCore({
    dataDir,
    keyVault: keyVault(),
    concurrency: CONCURRENCY,
    ...(linked ? { lan: LAN } : {}),
  });
  // Polled ten times a second, as a status bar would; each poll counts the queue.
  const drained = async () => {
    for (;;) {
      const s = await core.handlers['sync.status']({});
      if (s.pending === 0 && s.sending === 0) break;
      await new Promise((r) => setTimeout(r, 100));
    }
  };
  if (linked) await peers!.during(core, drained);
  else await drained();
  await profiling?.();
  const cpuUsPerItem = (cpuNow() - cpu) / corePlan.length;
  const s = await core.handlers['sync.status']({});
  await core.close();
  if (s.failed + s.needsReview > 0)
    throw new Error(`core drain left ${s.failed} failed, ${s.needsReview} to review`);
  // The drain ended when the last answer was recorded, not when the next poll noticed: up to
  // 100 ms later, which would be charged to the core.
  const done = new Database(join(dataDir, 'passdesk-live.sqlite'), { readonly: true });
  const { last } = done.prepare('SELECT MAX(synced_at) AS last FROM outbox').get() as {
    last: string;
  };
  done.close();
  return { wallMs: Date.parse(last) - start, cpuUsPerItem };
}

/**
 * Each drain starts with the disk written out: the core leaves megabytes of database pages for the
 * kernel to write back, which would otherwise slow whichever drain comes next.
 */
async function settledDisk(drain: () => Promise<Drain>): Promise<Drain> {
  execFileSync('sync');
  await new Promise((r) => setTimeout(r, 200));
  return drain();
}

const rows: string[][] = [];
const ratios: number[] = [];
const linkedRatios: number[] = [];
const secondsOf = (drain: Drain) => `${(drain.wallMs / 1000).toFixed(1)} s`;
for (let r = 0; r < DRAINS; r++) {
  // The order turns each round, so a machine getting busier does not always fall on one side.
  const sides: Record<string, () => Promise<Drain>> = {
    bare: () => bareDrain(r),
    core: () => coreDrain(r),
    ...(peers ? { linked: () => coreDrain(r, true) } : {}),
  };
  const names = Object.keys(sides);
  const drains: Record<string, Drain> = {};
  for (let i = 0; i < names.length; i++) {
    const name = names[(r + i) % names.length]!;
    drains[name] = await settledDisk(sides[name]!);
  }
  const { bare, core, linked } = drains as { bare: Drain; core: Drain; linked?: Drain };
  // The first drain of each side compiles its code paths: a station runs warm for hours.
  if (r === 0) continue;
  ratios.push(core.wallMs / bare.wallMs);
  if (linked) linkedRatios.push(linked.wallMs / core.wallMs);
  rows.push([
    String(r),
    secondsOf(bare),
    secondsOf(core),
    (core.wallMs / bare.wallMs).toFixed(2),
    ...(linked
      ? [
          secondsOf(linked),
          (linked.wallMs / bare.wallMs).toFixed(2),
          (linked.wallMs / core.wallMs).toFixed(2),
        ]
      : []),
    `${bare.cpuUsPerItem.toFixed(0)} µs`,
    `${core.cpuUsPerItem.toFixed(0)} µs`,
    ...(linked ? [`${linked.cpuUsPerItem.toFixed(0)} µs`] : []),
  ]);
}
let wrong = 0;
for (const { groupId } of rounds) {
  const counts = await call<{ customerId: string; count?: number }[]>(
    service,
    'GET',
    API_PATHS.listUsers(groupId),
  );
  wrong += counts.filter((m) => m.count !== PER_MEMBER).length;
}
await peers?.stop();
service.stop();
rmSync(serviceDir, { recursive: true, force: true });
rmSync(dir, { recursive: true, force: true });
console.log(
  `${MEMBERS * PER_MEMBER} check-ins for ${MEMBERS} members, concurrency ${CONCURRENCY}; members with a wrong count afterwards: ${wrong}\n`,
);
console.log(
  table(
    [
      'Round',
      'Bare loop',
      'Core drain',
      'Core / bare (goal <= 1.3)',
      ...(peers ? ['Linked core', 'Linked / bare', 'Linked / alone'] : []),
      'Bare CPU / item',
      'Core CPU / item',
      ...(peers ? ['Linked CPU / item'] : []),
    ],
    rows,
  ),
);
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return (sorted[(sorted.length - 1) >> 1]! + sorted[sorted.length >> 1]!) / 2;
};
console.log(
  `\nMedian core / bare over ${ROUNDS} rounds after a warm-up round: ${median(ratios).toFixed(2)}`,
);
if (peers) {
  console.log(
    `Median linked / alone (the same drain with two peers linked and checking in): ${median(linkedRatios).toFixed(2)}`,
  );
  console.log(peers.summary());
}
