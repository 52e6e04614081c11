// Member search with 100,000 members: from a keystroke in the counter's search box to the results
// rendered in Chromium, beside the core's members.search and a bare FTS5 query of the same text.
// Run: npx tsx bench/counter/member-search.ts            (BENCH_MEMBERS=20000 for a quick run)
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { searchQuery } from '../../src/main/core/members/memberSearch';
import { memberAt, namePrefixes, withMembersStation } from '../members/seedMembers';
import { timeKeystroke } from '../typing';

const MEMBERS = Number(process.env['BENCH_MEMBERS'] ?? 100_000);
const TYPED_PER_KIND = 40;
const GOAL_P95_MS = 30;

/** What a cashier types, keystroke by keystroke: names without accents, phones with spaces. */
function keystrokes(): string[] {
  const typed: string[] = [];
  for (let k = 0; k < TYPED_PER_KIND; k++) {
    const { fields } = memberAt((k * 7919) % MEMBERS);
    typed.push(...namePrefixes((k * 7919) % MEMBERS, 6));
    const phone = fields['phone']!.replace(/[^\d ]/g, '').trim();
    for (let n = 3; n <= phone.length; n += 2) typed.push(phone.slice(0, n));
  }
  return typed;
}

/** Types into the search box and times until the results for it are drawn. */
const timeSearch = (page: Page, typed: string) =>
  timeKeystroke(
    page,
    '[data-testid="member-search"]',
    '[data-testid="member-results"][data-query="{typed}"]',
    typed,
  );

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function main(): Promise<void> {
  await withMembersStation(MEMBERS, async ({ station, browser, path, seedSeconds }) => {
    const bare = new Database(path, { readonly: true });
    // The plain query: every match ranked, as FTS5's documentation writes it.
    const find = bare.prepare(
      `SELECT m.customer_id FROM member_search s JOIN members m ON m.rowid = s.rowid
       WHERE member_search MATCH ? AND m.dynamic_pass_id = ? ORDER BY s.rank LIMIT 8`,
    );
    const page = await browser.newPage({ viewport: { width: 1024, height: 600 } });
    await page.goto(`${station.url}#/counter`);
    await page.getByTestId('member-search').waitFor();

    const samples = { bare: [] as number[], core: [] as number[], screen: [] as number[] };
    const typedAll = keystrokes();
    let empty = 0;
    // Alternating per keystroke, so a slow moment of the machine falls on all three.
    for (const typed of typedAll) {
      const t0 = performance.now();
      const rows = find.all(searchQuery(typed), station.program.dynamicPassId);
      samples.bare.push(performance.now() - t0);
      if (rows.length === 0) empty++;
      const t1 = performance.now();
      await station.core.handlers['members.search']({ query: typed, limit: 8 });
      samples.core.push(performance.now() - t1);
      samples.screen.push(await timeSearch(page, typed));
    }
    bare.close();

    console.log(
      `${MEMBERS} members (indexed in ${seedSeconds.toFixed(1)} s), ${typedAll.length} keystrokes, ${empty} with no match`,
    );
    const bareP95 = percentile(samples.bare, 95);
    for (const [what, values] of Object.entries(samples)) {
      const p50 = percentile(values, 50);
      const p95 = percentile(values, 95);
      console.log(
        `${what.padEnd(6)} p50 ${p50.toFixed(2)} ms  p95 ${p95.toFixed(2)} ms  p95 / bare p95 ${(p95 / bareP95).toFixed(1)}  p95 / goal ${(p95 / GOAL_P95_MS).toFixed(2)}`,
      );
    }
  });
}

await main();
