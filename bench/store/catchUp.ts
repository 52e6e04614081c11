// A till joining a store whose shared document holds 200,000 visits: the time from its join to
// holding every visit, its memory then, the memory of the station answering, and the time to
// reopen a document of that size from disk.
// Run: nice -n 10 npx tsx bench/store/catchUp.ts   (BENCH_VISITS=200000)
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import * as Y from 'yjs';
import { table } from '../core-stats';
import { NO_SERVICE, pair, Station } from './cluster';

const VISITS = Number(process.env['BENCH_VISITS'] ?? 200_000);
/** The tills that wrote them, each over many days (a client id per start of the app). */
const WRITERS = 3;
const STARTS_PER_WRITER = 10;
const MiB = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MiB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const now = (): number => performance.timeOrigin + performance.now();

/** The store's document: visits shaped as the counter writes them, with each till's `seen`. */
function storeDocument(): Uint8Array {
  const store = new Y.Doc();
  const perStart = Math.ceil(VISITS / (WRITERS * STARTS_PER_WRITER));
  let written = 0;
  const day0 = Date.parse('2026-10-01T08:00:00Z');
  for (let start = 0; start < STARTS_PER_WRITER; start++) {
    for (let till = 0; till < WRITERS; till++) {
      const writer = new Y.Doc();
      Y.applyUpdate(writer, Y.encodeStateAsUpdate(store));
      const visits = writer.getMap('visits');
      const seen = writer.getMap('seen');
      writer.transact(() => {
        for (let i = 0; i < perStart && written < VISITS; i++, written++) {
          const customerId = `m-${written % 5000}`;
          const at = new Date(day0 + written * 12_000).toISOString();
          visits.set(`item-${till}-${written}`, {
            customerId,
            dynamicPassId: 'dp-bench',
            stationId: `till-${till}`,
            stationName: `Till ${till + 1}`,
            staffName: 'Ada',
            kind: 'stamp',
            at,
            seq: written,
            countBefore: written % 9,
            countAfter: (written % 9) + 1,
            priorRedemption: null,
            override: null,
          });
          seen.set(`till-${till}|${customerId}`, { count: (written % 9) + 1, at });
        }
      });
      Y.applyUpdate(store, Y.encodeStateAsUpdate(writer));
      writer.destroy();
    }
  }
  return Y.encodeStateAsUpdate(store);
}

function liveDatabase(dataDir: string): string {
  const file = readdirSync(dataDir).find((name) => /^passdesk-live.*\.sqlite$/.test(name));
  if (!file) throw new Error(`no live database in ${dataDir}`);
  return join(dataDir, file);
}

const loads = [loadavg()[0]!];
const root = mkdtempSync(join(process.env['BENCH_DIR'] ?? tmpdir(), 'passdesk-bench-catchup-'));
const start = (name: string) =>
  Station.start({ name, dataDir: join(root, name), lan: true, ...NO_SERVICE });

// The store's first till, with the document written into its database while it is closed.
let host = await start('Till 1');
await host.stop();
const built = now();
const state = storeDocument();
const buildMs = now() - built;
const db = new Database(liveDatabase(join(root, 'Till 1')));
db.transaction(() => {
  db.exec('DELETE FROM store_updates');
  db.prepare('INSERT INTO store_updates (seq, data) VALUES (1, ?)').run(state);
})();
db.close();

host = await start('Till 1');
const hostIdle = await host.stats();
const joining = await start('Till 4');
const joinedAt = now();
await pair([host, joining]);
const linkedAt = now();
const caughtUp = await joining.waitVisits(VISITS);
loads.push(loadavg()[0]!);
const [hostAfter, joinedStats] = await Promise.all([host.stats(), joining.stats()]);
await joining.stop();
const reopened = await start('Till 4');
const reopenedStats = await reopened.stats();
loads.push(loadavg()[0]!);
await Promise.all([reopened.stop(), host.stop()]);
rmSync(root, { recursive: true, force: true });

console.log(
  `\n${VISITS} visits, ${MiB(state.length)} as one update (${WRITERS * STARTS_PER_WRITER} writers), ` +
    `built in ${seconds(buildMs)}; load average ${loads.map((l) => l.toFixed(1)).join(' → ')}\n`,
);
console.log(
  table(
    ['', 'value'],
    [
      ['the store till reopening the document (createCore to open)', seconds(host.openMs)],
      ['join: code shown to linked', seconds(linkedAt - joinedAt)],
      ['join to every visit held at the new till', seconds(caughtUp.at - joinedAt)],
      [
        'new till: RSS / JS heap after GC',
        `${MiB(joinedStats.rss)} / ${MiB(joinedStats.heapUsed)}`,
      ],
      [
        'new till: stored updates',
        `${joinedStats.updateRows} rows, ${MiB(joinedStats.updateBytes)}`,
      ],
      ['store till: RSS / heap before', `${MiB(hostIdle.rss)} / ${MiB(hostIdle.heapUsed)}`],
      [
        'store till: RSS / heap after answering',
        `${MiB(hostAfter.rss)} / ${MiB(hostAfter.heapUsed)}`,
      ],
      ['new till reopening the document it caught up', seconds(reopened.openMs)],
      ['visits at the new till after reopening', String(reopenedStats.visits)],
    ],
  ),
);
