// Draining 10,000 check-ins for 1,000 members through the core, against a bare loop sending the
// same requests at the same concurrency, both to the embedded service in its own process.
// Run: npx tsx bench/core-drain.ts   (BENCH_MEMBERS=1000 BENCH_PER_MEMBER=10 BENCH_CONCURRENCY=4)
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import {
  API_KEY_HEADER,
  API_PATHS,
  IDEMPOTENCY_KEY_HEADER,
  LOYALTY_CARD_SUBTYPE,
} from '@shared/api';
import { createCore, MemoryKeyStore } from '../src/main/core';
import { Journal } from '../src/main/core/journal/journal';
import { Outbox } from '../src/main/core/outbox/outbox';
import { SettingsFile, DEFAULT_SETTINGS } from '../src/main/core/settings/settings';
import { openDatabase } from '../src/main/core/store/database';
import { table } from './core-stats';

const MEMBERS = Number(process.env['BENCH_MEMBERS'] ?? 1000);
const PER_MEMBER = Number(process.env['BENCH_PER_MEMBER'] ?? 10);
const CONCURRENCY = Number(process.env['BENCH_CONCURRENCY'] ?? 4);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 3);
const KEY = 'bench-drain-key-000000';
const dir = mkdtempSync(join(process.env['BENCH_DIR'] ?? tmpdir(), 'passdesk-bench-drain-'));

async function startServiceProcess(): Promise<{ url: string; stop: () => void }> {
  writeFileSync(
    join(dir, 'accounts.json'),
    JSON.stringify([{ apiKey: KEY, freeCredits: 0, premiumCredits: 1_000_000 }]),
  );
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/service/cli.ts',
      '--port',
      '0',
      '--accounts',
      join(dir, 'accounts.json'),
      '--db',
      join(dir, 'service.db'),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    child.on('exit', (code) => reject(new Error(`service exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /listening on (\S+)/.exec(line);
      if (match) resolve(match[1]!);
    });
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

function call<T>(url: string, method: string, path: string, body?: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      url + path,
      {
        method,
        headers: {
          [API_KEY_HEADER]: KEY,
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () =>
          (res.statusCode ?? 500) < 300 ? resolve(JSON.parse(text) as T) : reject(new Error(text)),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const service = await startServiceProcess();
const { dynamicPassId } = await call<{ dynamicPassId: string }>(
  service.url,
  'POST',
  API_PATHS.createLoyaltyTemplate,
  {
    name: 'Bench card',
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
  },
);
const groups = await call<{ groupId: string; dynamicPassId: string }[]>(
  service.url,
  'GET',
  API_PATHS.listGroups,
);
const groupId = groups.find((g) => g.dynamicPassId === dynamicPassId)!.groupId;
const members: string[] = [];
for (let i = 0; i < MEMBERS; i++) {
  members.push(
    (
      await call<{ customerId: string }>(service.url, 'POST', API_PATHS.addUser(groupId), {
        dynamicFields: { name: `M${i}` },
      })
    ).customerId,
  );
}
// The same requests both ways: PER_MEMBER +1s per member, members interleaved as at a counter.
const plan = Array.from({ length: MEMBERS * PER_MEMBER }, (_, i) => members[i % MEMBERS]!);

/** The bare loop: CONCURRENCY workers, each request with its own Idempotency-Key, nothing stored. */
async function bareDrain(): Promise<number> {
  let next = 0;
  const start = performance.now();
  const worker = async () => {
    while (next < plan.length) {
      const customerId = plan[next++]!;
      const response = await fetch(service.url + API_PATHS.checkIn(customerId), {
        method: 'PUT',
        headers: { [API_KEY_HEADER]: KEY, [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
      });
      await response.text();
      if (!response.ok) throw new Error(`bare check-in answered ${response.status}`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return performance.now() - start;
}

/** The core: the same check-ins already in its outbox, timed from start until all are synced. */
async function coreDrain(round: number): Promise<number> {
  const dataDir = join(dir, `station-${round}`);
  const settings = new SettingsFile(join(dataDir, 'settings.json'));
  const { stationId } = settings.load();
  settings.save(stationId, {
    ...DEFAULT_SETTINGS,
    serviceUrl: service.url,
    programId: dynamicPassId,
  });
  const db = openDatabase(join(dataDir, 'passdesk-live.sqlite'), { backupDir: join(dataDir, 'b') });
  const now = () => new Date();
  const outbox = new Outbox(db, new Journal(db, now), now);
  db.transaction(() => {
    for (const customerId of plan)
      outbox.enqueue('checkIn', { customerId, action: { kind: 'increment' }, notification: null });
  })();
  db.close();
  const start = performance.now();
  const core = await createCore({
    dataDir,
    keyStore: new MemoryKeyStore(KEY),
    concurrency: CONCURRENCY,
  });
  for (;;) {
    const s = await core.handlers['sync.status']({});
    if (s.pending === 0 && s.sending === 0) break;
    await new Promise((r) => setTimeout(r, 5));
  }
  const elapsed = performance.now() - start;
  const s = await core.handlers['sync.status']({});
  await core.close();
  if (s.failed + s.needsReview > 0)
    throw new Error(`core drain left ${s.failed} failed, ${s.needsReview} to review`);
  return elapsed;
}

const rows: string[][] = [];
for (let r = 0; r < ROUNDS; r++) {
  // The order alternates, so a machine getting busier does not always fall on the same side.
  let bare: number;
  let core: number;
  if (r % 2 === 0) {
    bare = await bareDrain();
    core = await coreDrain(r);
  } else {
    core = await coreDrain(r);
    bare = await bareDrain();
  }
  rows.push([
    String(r + 1),
    `${(bare / 1000).toFixed(1)} s`,
    `${(core / 1000).toFixed(1)} s`,
    (core / bare).toFixed(2),
  ]);
}
const counts = await call<{ customerId: string; count?: number }[]>(
  service.url,
  'GET',
  API_PATHS.listUsers(groupId),
);
const wrong = counts.filter((m) => m.count !== ROUNDS * 2 * PER_MEMBER).length;
service.stop();
rmSync(dir, { recursive: true, force: true });
console.log(
  `${plan.length} check-ins for ${MEMBERS} members, concurrency ${CONCURRENCY}; members with a wrong count afterwards: ${wrong}\n`,
);
console.log(table(['Round', 'Bare loop', 'Core drain', 'Core / bare (goal <= 1.3)'], rows));
