// One side of the latency benchmark: the core of the tree this process runs in (its working
// folder), a cheap call every 20 ms through its handlers while one kind of long work runs (the
// second argument: list, insights or drain). Prints one JSON line of results. Started by
// bench/latency/run.ts for the base tree and this one in turn.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { quantiles, ticker, type Quantiles } from './ticker';

interface Plan {
  serviceUrl: string;
  apiKey: string;
  programId: string;
  customerIds: string[];
  listMembers: number;
  catchUpRows: number;
  backlog: number;
}
const plan = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Plan;
const tree = process.cwd();
// The tree's own modules, so the same steps run against either version of the core.
const load = (path: string) => import(pathToFileURL(join(tree, path)).href);
const { createCore, MemoryKeyVault } = await load('src/main/core/index.ts');
const { openDatabase } = await load('src/main/core/db/database.ts');
const { Outbox } = await load('src/main/core/outbox/outbox.ts');
const { Journal } = await load('src/main/core/journal/journal.ts');

// Before keys were bound to their service's origin, the key vault took the key alone.
const keyVault = () =>
  new MemoryKeyVault(
    existsSync(join(tree, 'src/main/core/settings/serviceOrigin.ts'))
      ? { apiKey: plan.apiKey, origin: new URL(plan.serviceUrl).origin }
      : plan.apiKey,
  );

type Handlers = Record<string, (request: unknown) => Promise<Record<string, unknown>>>;
interface Station {
  handlers: Handlers;
  dataDir: string;
  close(): Promise<void>;
}

const root = mkdtempSync(join(process.env['BENCH_DIR'] ?? tmpdir(), 'passdesk-bench-latency-'));
let clockAhead = 0;
let listVersion = 0;

/** The program's member list, as the service would answer it: `n` members, names by version. */
function memberList(n: number, version: number): string {
  const members = Array.from({ length: n }, (_, i) => ({
    customerId: `member-${String(i).padStart(6, '0')}`,
    cardId: `card-${i}`,
    dynamicFields: {
      name: `Member ${i} v${version}`,
      phone: `+1 555 ${String(i).padStart(7, '0')}`,
      email: `member${i}@example.com`,
    },
    stateType: 'ACTIVE',
    count: i % 10,
  }));
  return JSON.stringify(members);
}

async function station(name: string, listText: () => string): Promise<Station> {
  const dataDir = join(root, name);
  const core = await createCore({
    dataDir,
    keyVault: keyVault(),
    now: () => new Date(Date.now() + clockAhead),
    // The member list comes from here, the rest from the service.
    fetch: async (input: string | URL | Request, init?: RequestInit) => {
      const url = new URL(String(input));
      if (url.pathname.endsWith('/users') && url.pathname.startsWith('/api/group/'))
        return new Response(listText(), { headers: { 'content-type': 'application/json' } });
      return fetch(input, init);
    },
  });
  const handlers = core.handlers as Handlers;
  await handlers['settings.update']!({ serviceUrl: plan.serviceUrl, programId: plan.programId });
  await handlers['templates.list']!({ refresh: true });
  return { handlers, dataDir, close: () => core.close() };
}

const status = (s: Station) => () => s.handlers['sync.status']!({});

/** (a) The list is read again (every member changed), searches typed meanwhile. */
async function listLoad(): Promise<{ ipc: Quantiles; search: Quantiles; wallMs: number }> {
  const texts = [memberList(plan.listMembers, 0), memberList(plan.listMembers, 1)];
  const s = await station('list', () => texts[listVersion]!);
  const search = (query: string) =>
    s.handlers['members.search']!({ query, limit: 20 }) as Promise<{ listedAt: string | null }>;
  // The first reading, at start, waited for by the first search.
  for (let i = 0; (await search('Member 1')).listedAt === null; i++) {
    if (i > 600) throw new Error('the member list was never read');
    await new Promise((r) => setTimeout(r, 100));
  }
  const first = (await search('Member 1')).listedAt;
  listVersion = 1;
  clockAhead = 10 * 60_000;
  const start = performance.now();
  const tick = ticker(status(s));
  const searches: number[] = [];
  for (let i = 0; ; i++) {
    const asked = performance.now();
    const { listedAt } = await search(`Member ${(i * 7919) % plan.listMembers}`);
    searches.push(performance.now() - asked);
    if (listedAt !== first) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const wallMs = performance.now() - start;
  const ipc = await tick.stop();
  await s.close();
  return { ipc, search: quantiles(searches), wallMs };
}

/** (b) The first insights after `catchUpRows` synced check-ins. */
async function insightsCatchUp(): Promise<{ ipc: Quantiles; wallMs: number }> {
  const s = await station('insights', () => '[]');
  const db = openDatabase(join(s.dataDir, 'passdesk-live.sqlite'), {
    backupDir: join(s.dataDir, 'b'),
  });
  const now = () => new Date();
  const outbox = new Outbox(db, new Journal(db, now), now);
  const synced = db.prepare(
    `UPDATE outbox SET state = 'synced', result = ?, synced_at = created_at WHERE id = ?`,
  );
  db.transaction(() => {
    for (let i = 0; i < plan.catchUpRows; i++) {
      const customerId = plan.customerIds[i % plan.customerIds.length]!;
      const item = outbox.enqueue('checkIn', {
        customerId,
        action: { kind: 'increment' },
        notification: null,
      });
      synced.run(JSON.stringify({ previousCount: 0, updatedCount: 1 }), item.id);
    }
  })();
  db.close();
  const start = performance.now();
  const tick = ticker(status(s));
  await s.handlers['insights.get']!({ period: '30d', account: false });
  const wallMs = performance.now() - start;
  const ipc = await tick.stop();
  await s.close();
  return { ipc, wallMs };
}

/** (c) A backlog of `backlog` check-ins drained to the service. */
async function drain(): Promise<{ ipc: Quantiles; wallMs: number }> {
  const s = await station('drain', () => '[]');
  await s.close();
  const db = openDatabase(join(s.dataDir, 'passdesk-live.sqlite'), {
    backupDir: join(s.dataDir, 'b'),
  });
  const now = () => new Date();
  const outbox = new Outbox(db, new Journal(db, now), now);
  db.transaction(() => {
    for (let i = 0; i < plan.backlog; i++) {
      const customerId = plan.customerIds[i % plan.customerIds.length]!;
      outbox.enqueue('checkIn', { customerId, action: { kind: 'increment' }, notification: null });
    }
  })();
  db.close();
  const start = performance.now();
  const again = await createCore({ dataDir: s.dataDir, keyVault: keyVault() });
  const handlers = again.handlers as Handlers;
  const tick = ticker(() => handlers['sync.status']!({}));
  for (;;) {
    const st = (await handlers['sync.status']!({})) as { pending: number; sending: number };
    if (st.pending === 0 && st.sending === 0) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const wallMs = performance.now() - start;
  const ipc = await tick.stop();
  await again.close();
  return { ipc, wallMs };
}

const scenarios = { list: listLoad, insights: insightsCatchUp, drain };
const scenario = process.argv[3] as keyof typeof scenarios;
if (!(scenario in scenarios)) throw new Error(`choose one of ${Object.keys(scenarios).join(', ')}`);
const results = await scenarios[scenario]();
rmSync(root, { recursive: true, force: true });
console.log(JSON.stringify(results));
