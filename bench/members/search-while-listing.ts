// Member searches while a station reads a 100,000-member list from the service for the first
// time: each search's answer time and whether it found its member, and a cheap counter call every
// 20 ms meanwhile. The list is served by the embedded service in its own process, a page of 1,000
// at a time, as List Users pages it.
// Run: npx tsx bench/members/search-while-listing.ts     (BENCH_MEMBERS=20000 for a quick run)
import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCore, MemoryKeyVault } from '../../src/main/core';
import { percentile, table } from '../core-stats';
import { ticker } from '../latency/ticker';
import { addMembers, createProgram, startServiceProcess } from '../serviceProcess';

const MEMBERS = Number(process.env['BENCH_MEMBERS'] ?? 100_000);
const KEY = 'bench-listing-key-000000';
/** A cashier types a search about every 100 ms while the list is read. */
const TYPED_EVERY_MS = 100;

const dir = mkdtempSync(join(process.env['BENCH_DIR'] ?? tmpdir(), 'passdesk-bench-listing-'));
const service = await startServiceProcess(dir, dir, KEY);
const program = await createProgram(service, 'Listing card', 10);
// One member made through the service; the rest are copies of their row, numbered.
await addMembers(service, program.groupId, 1);
const serviceDb = new Database(join(dir, 'service.db'));
serviceDb.pragma('busy_timeout = 10000');
serviceDb
  .prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     INSERT INTO members (customer_id, card_id, account_id, group_id, dynamic_fields, count,
                          state_type, pass, rendered_version, created_at)
     SELECT printf('member%06d', i), printf('card%06d', i), m.account_id, m.group_id,
            json_object('name', 'Member ' || i, 'phone', printf('+1 555 %07d', i)), i % 10,
            'ACTIVE', m.pass, m.rendered_version, m.created_at
     FROM n, (SELECT * FROM members LIMIT 1) AS m`,
  )
  .run(MEMBERS - 1);
serviceDb.close();

const dataDir = join(dir, 'station');
const core = await createCore({
  dataDir,
  keyVault: new MemoryKeyVault({ apiKey: KEY, origin: new URL(service.url).origin }),
});
type Handler = (request: unknown) => Promise<Record<string, unknown>>;
const handlers = core.handlers as unknown as Record<string, Handler>;
await handlers['settings.update']!({ serviceUrl: service.url, programId: program.dynamicPassId });
await handlers['templates.list']!({ refresh: true });

const station = new Database(join(dataDir, 'passdesk-live.sqlite'), { readonly: true });
const kept = station.prepare('SELECT count(*) FROM members').pluck();

const tick = ticker(() => handlers['sync.status']!({}));
const searches: { ms: number; found: boolean; keptBefore: number; wanted: number }[] = [];
const started = performance.now();
// The first search starts the reading; each looks up a member among those already kept.
for (let i = 0; ; i++) {
  const keptBefore = Number(kept.get());
  const wanted = keptBefore > 1 ? 1 + ((i * 7919) % (keptBefore - 1)) : 1;
  const asked = performance.now();
  const answer = (await handlers['members.search']!({
    query: `Member ${wanted}`,
    limit: 8,
  })) as { members: { customerId: string }[]; listedAt: string | null };
  const tookMs = performance.now() - asked;
  const id = `member${String(wanted).padStart(6, '0')}`;
  searches.push({
    ms: tookMs,
    found: answer.members.some((m) => m.customerId === id),
    keptBefore,
    wanted,
  });
  if (answer.listedAt !== null) break;
  await new Promise((resolve) => setTimeout(resolve, TYPED_EVERY_MS));
}
const wallMs = performance.now() - started;
const calls = await tick.stop();
station.close();
await core.close();
service.stop();
rmSync(dir, { recursive: true, force: true });

// The first search waits for the reading's first part, as a station that never read the list
// must; the others are what a cashier meets while the rest arrives.
const during = searches.slice(1);
const times = during.map((s) => s.ms);
const foundShare = during.filter((s) => s.keptBefore > 1 && s.found).length;
const looked = during.filter((s) => s.keptBefore > 1).length;
const fmt = (n: number) => `${n.toFixed(1)} ms`;
console.log(
  table(
    ['Measure', 'Value'],
    [
      ['List read (members)', `${MEMBERS}, in ${(wallMs / 1000).toFixed(1)} s`],
      ['First search (starts the reading)', fmt(searches[0]!.ms)],
      ['Searches during the reading', String(during.length)],
      [
        'Search p50 / p95 / max',
        `${fmt(percentile(times, 50))} / ${fmt(percentile(times, 95))} / ${fmt(Math.max(...times))}`,
      ],
      ['Searched members already kept, found', `${foundShare} of ${looked}`],
      [
        'Counter call (sync.status) p50 / p99 / max',
        `${fmt(calls.p50)} / ${fmt(calls.p99)} / ${fmt(calls.max)}`,
      ],
    ],
  ),
);
for (const missed of during.filter((s) => s.keptBefore > 1 && !s.found)) {
  console.log(
    `Not found: "Member ${missed.wanted}", with ${missed.keptBefore} members kept before`,
  );
}
