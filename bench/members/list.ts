// The members list with 100,000 members: a page sorted each way, and pages filtered by what is
// typed, through the core's members.list, beside a bare SELECT of the same page.
// Run: npx tsx bench/members/list.ts            (BENCH_MEMBERS=20000 for a quick run)
import Database from 'better-sqlite3';
import type { MemberSort } from '../../src/shared/ipc/memberRecords';
import { MemberList } from '../../src/main/core/members/memberList';
import { searchQuery } from '../../src/main/core/members/memberSearch';
import { ensureRendererBuilt } from '../../test/e2e/support/rendererBuild';
import { startTestStation } from '../../test/e2e/support/testStation';
import { percentile, table } from '../core-stats';
import { seedMembers } from './seedMembers';

const MEMBERS = Number(process.env['BENCH_MEMBERS'] ?? 100_000);
const PAGE = 100;
const REPEATS = 15;

const SYLLABLES = ['ka', 'lo', 'mi', 'ré', 'su', 'ta', 'vé', 'no', 'pa', 'zé', 'bo', 'li'];
/** A deterministic name of two words with accents, so sorting folds them. */
function nameOf(i: number): string {
  const word = (n: number) =>
    [0, 1, 2]
      .map((k) => SYLLABLES[Math.floor(n / SYLLABLES.length ** k) % SYLLABLES.length])
      .join('');
  const first = word(i % 1728);
  return `${first[0]!.toUpperCase()}${first.slice(1)} ${word((i * 7919) % 1728)}`;
}

/** Members with names of their own, a phone number and a count, a third of them visited. */
function seed(stationDir: string, dynamicPassId: string): string {
  return seedMembers(stationDir, dynamicPassId, MEMBERS, {
    memberAt: (i) => ({
      id: i.toString(16).padStart(24, '0'),
      fields: { name: nameOf(i), phone: `+1 555 ${String(i).padStart(7, '0')}` },
      count: i % 10,
    }),
    // A third of them visited here, on days spread over a year.
    after: (db) =>
      db
        .prepare(
          `UPDATE members SET last_visit_at = strftime('%Y-%m-%dT%H:%M:%fZ', '2026-01-01', '+' || (rowid * 37 % 525600) || ' minutes')
       WHERE rowid % 3 = 0`,
        )
        .run(),
  });
}

const COLUMN: Record<MemberSort, string> = {
  name: 'name_key',
  lastVisit: 'last_visit_at',
  count: 'known_count',
};

async function main(): Promise<void> {
  // The test station serves the renderer too, though only the core is timed here.
  ensureRendererBuilt();
  const station = await startTestStation();
  try {
    const started = performance.now();
    const path = seed(station.stationDir, station.program.dynamicPassId);
    console.log(
      `${MEMBERS} members written in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const bare = new Database(path, { readonly: true });
    // The list's own query (the page and its total), without the summaries members.list adds.
    const list = new MemberList(bare);
    const program = station.program.dynamicPassId;
    const rows: string[][] = [];
    const measure = async (
      what: string,
      sort: MemberSort,
      descending: boolean,
      query: string,
      offset: number,
    ) => {
      const direction = descending ? 'DESC' : 'ASC';
      const match = searchQuery(query);
      // The plain page: the same order and filter, no count and no member's summary.
      const page = bare.prepare(
        `SELECT customer_id FROM members WHERE dynamic_pass_id = ?
         ${match ? 'AND rowid IN (SELECT rowid FROM member_search WHERE member_search MATCH ?)' : ''}
         ORDER BY ${COLUMN[sort]} ${direction}, customer_id ${direction} LIMIT ${PAGE} OFFSET ?`,
      );
      if (process.env['BENCH_PLAN']) {
        const plan = bare
          .prepare(`EXPLAIN QUERY PLAN ${page.source}`)
          .all(...(match ? [program, match, offset] : [program, offset]));
        console.log(what, JSON.stringify(plan.map((r) => (r as { detail: string }).detail)));
      }
      const samples = { bare: [] as number[], query: [] as number[], core: [] as number[] };
      let total = 0;
      for (let r = 0; r < REPEATS; r++) {
        const t0 = performance.now();
        page.all(...(match ? [program, match, offset] : [program, offset]));
        samples.bare.push(performance.now() - t0);
        const tq = performance.now();
        list.page({
          dynamicPassId: program,
          query,
          sort,
          descending,
          offset,
          limit: PAGE,
          phoneCountry: null,
        });
        samples.query.push(performance.now() - tq);
        const t1 = performance.now();
        const answer = await station.core.handlers['members.list']({
          query,
          sort,
          descending,
          offset,
          limit: PAGE,
        });
        samples.core.push(performance.now() - t1);
        total = answer.total;
      }
      const bareP95 = percentile(samples.bare, 95);
      const coreP95 = percentile(samples.core, 95);
      rows.push([
        what,
        String(total),
        `${percentile(samples.bare, 50).toFixed(2)} / ${bareP95.toFixed(2)} ms`,
        `${percentile(samples.query, 50).toFixed(2)} / ${percentile(samples.query, 95).toFixed(2)} ms`,
        `${percentile(samples.core, 50).toFixed(2)} / ${coreP95.toFixed(2)} ms`,
        (coreP95 / bareP95).toFixed(1),
      ]);
    };
    // BENCH_PAGES=typed: the filtered pages only.
    const sorts =
      process.env['BENCH_PAGES'] === 'typed' ? [] : (['name', 'lastVisit', 'count'] as const);
    for (const sort of sorts) {
      for (const descending of [false, true]) {
        for (const offset of [0, Math.floor(MEMBERS / 2), MEMBERS - PAGE]) {
          const order = `${sort} ${descending ? 'desc' : 'asc'}`;
          await measure(`${order}, offset ${offset}`, sort, descending, '', offset);
        }
      }
    }
    const typed = nameOf(4242).toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
    for (let n = 1; n <= 6; n++) {
      await measure(`"${typed.slice(0, n)}" by name`, 'name', false, typed.slice(0, n), 0);
    }
    await measure(`"${typed.slice(0, 4)}" by count, desc`, 'count', true, typed.slice(0, 4), 0);
    await measure(`"555 00042" by name`, 'name', false, '555 00042', 0);
    bare.close();
    console.log(
      table(
        [
          'Page of 100',
          'Matches',
          'Bare p50 / p95',
          'Page and total p50 / p95',
          'members.list p50 / p95',
          'members.list p95 / bare p95',
        ],
        rows,
      ),
    );
  } finally {
    await station.close();
  }
}

await main();
