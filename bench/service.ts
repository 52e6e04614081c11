// Check-ins per second and latency of the embedded service over loopback with durable SQLite,
// beside the same SQLite writes made directly, without HTTP. Run: npx tsx bench/service.ts
// The two are measured in alternating rounds in one run, so a slow moment of the disk or the
// machine falls on both alike and the ratio stays meaningful.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { API_KEY_HEADER, API_PATHS, LOYALTY_CARD_SUBTYPE } from '@shared/api';
import { startService } from '../src/service/index';
import { createTables } from '../src/service/db';
import { closeDb, openDb } from '../src/service/db/database';
import type { Design } from '../src/service/templates/design';
import { renderPass } from '../src/service/templates/present';

const MEMBERS = 200;
const ROUNDS = 6;
const PER_ROUND = Number(process.env['BENCH_CHECK_INS_PER_ROUND'] ?? 500);
const CONCURRENCY = 8;
const KEY = 'bench-key';
const PROGRAM: Design = {
  header: '{name}',
  barcodeValue: '{customerId}',
  cardSubType: LOYALTY_CARD_SUBTYPE,
  loyaltyProgressData: {
    loyaltyType: 'STAMP',
    stampCounter: {
      maxStampCount: 50,
      stampIconName: 'coffeeIcon2',
      stampBannerBgColor: '#000000',
      stampBannerIconBgColor: '#ffffff',
    },
  },
};

interface Tally {
  checkIns: number;
  seconds: number;
  latencies: number[];
}
const tally = (): Tally => ({ checkIns: 0, seconds: 0, latencies: [] });

async function httpSide() {
  const service = await startService({
    dbPath: join(dir, 'http.db'),
    port: 0,
    accounts: [{ apiKey: KEY, freeCredits: 0, premiumCredits: MEMBERS }],
  });
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${service.url}${path}`, {
      method,
      headers: { [API_KEY_HEADER]: KEY, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
    return (await response.json()) as Record<string, string>;
  };
  const { cardSubType, loyaltyProgressData, ...design } = PROGRAM;
  const { dynamicPassId } = await call('POST', API_PATHS.createLoyaltyTemplate, {
    name: 'Bench',
    ...design,
    cardSubType,
    loyaltyProgressData,
  });
  const groups = (await call('GET', API_PATHS.listGroups)) as unknown as {
    groupId: string;
    dynamicPassId: string;
  }[];
  const groupId = groups.find((g) => g.dynamicPassId === dynamicPassId)!.groupId;
  const customers: string[] = [];
  for (let i = 0; i < MEMBERS; i++) {
    const added = await call('POST', API_PATHS.addUser(groupId), {
      dynamicFields: { name: `M${i}` },
    });
    customers.push(added.customerId!);
  }
  const run = async (into: Tally, concurrency: number) => {
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < PER_ROUND) {
          const i = next++;
          const t0 = performance.now();
          await call('PUT', API_PATHS.checkIn(customers[i % MEMBERS]!), { updatedCount: i % 50 });
          into.latencies.push(performance.now() - t0);
        }
      }),
    );
    into.seconds += (performance.now() - started) / 1000;
    into.checkIns += PER_ROUND;
  };
  return { run, close: () => service.close() };
}

/** The writes one check-in makes (count, re-rendered pass, activity entry), in one transaction. */
function directSide() {
  const db = openDb(join(dir, 'direct.db'));
  const tables = createTables(db);
  const account = tables.accounts.upsert({ apiKey: KEY, freeCredits: 0, premiumCredits: MEMBERS });
  const template = tables.templates.insert({
    accountId: account.id,
    name: 'Bench',
    dynamicFields: ['name'],
    design: PROGRAM,
  });
  const group = tables.templates.insertGroup(account.id, template.id);
  const customers = Array.from(
    { length: MEMBERS },
    (_, i) =>
      tables.members.insert({
        accountId: account.id,
        groupId: group.id,
        dynamicFields: { name: `M${i}` },
        count: 0,
        pass: {},
        renderedVersion: 1,
      }).customerId,
  );
  const checkIn = db.transaction((customerId: string, count: number) => {
    const member = tables.members.find(account.id, customerId)!;
    const owner = tables.templates.find(
      account.id,
      tables.templates.findGroup(account.id, member.groupId)!.dynamicPassId,
    )!;
    tables.members.setCount(customerId, count);
    tables.members.setPass(customerId, renderPass(owner.design, member), owner.version);
    tables.members.addActivity({
      accountId: account.id,
      customerId,
      kind: 'set',
      previousCount: member.count ?? 0,
      updatedCount: count,
    });
  });
  const run = (into: Tally) => {
    const started = performance.now();
    for (let i = 0; i < PER_ROUND; i++) {
      const t0 = performance.now();
      checkIn(customers[i % MEMBERS]!, i % 50);
      into.latencies.push(performance.now() - t0);
    }
    into.seconds += (performance.now() - started) / 1000;
    into.checkIns += PER_ROUND;
  };
  return { run, close: () => closeDb(db) };
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const summary = (t: Tally) => ({
  perSecond: t.checkIns / t.seconds,
  p50: percentile(t.latencies, 50),
  p99: percentile(t.latencies, 99),
});
const line = (s: ReturnType<typeof summary>) =>
  `${s.perSecond.toFixed(0)} check-ins/s, p50 ${s.p50.toFixed(2)} ms, p99 ${s.p99.toFixed(2)} ms`;

const dir = mkdtempSync(join(tmpdir(), 'passdesk-bench-'));
try {
  const direct = directSide();
  const http = await httpSide();
  const directTally = tally();
  const httpTally = tally();
  const soloTally = tally();
  for (let round = 0; round < ROUNDS; round++) {
    direct.run(directTally);
    await http.run(httpTally, CONCURRENCY);
    await http.run(soloTally, 1);
  }
  direct.close();
  await http.close();
  const d = summary(directTally);
  const h = summary(httpTally);
  const solo = summary(soloTally);
  console.log(
    `${ROUNDS} alternating rounds of ${PER_ROUND} check-ins each side; ${MEMBERS} members; ` +
      `HTTP with ${CONCURRENCY} concurrent clients; SQLite WAL + synchronous=FULL`,
  );
  console.log(`direct SQLite, no HTTP: ${line(d)}`);
  console.log(`over HTTP (loopback):   ${line(h)}`);
  console.log(`over HTTP, one client: ${line(solo)}`);
  console.log(`throughput, HTTP / direct: ${(h.perSecond / d.perSecond).toFixed(2)}`);
  console.log(`p99 latency, HTTP / direct: ${(h.p99 / d.p99).toFixed(1)}`);
  console.log(`p99 latency, one HTTP client / direct: ${(solo.p99 / d.p99).toFixed(1)}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
