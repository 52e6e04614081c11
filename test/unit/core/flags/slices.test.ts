// The first look's slices: bounded by the time on a clock the test drives (not the computer's),
// ended by a turn of the event loop (setImmediate) so a counter call waiting gets through, and a
// day's visits read in pages that keep every visit once, in the order of their time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { DEFAULT_FLAG_RULES } from '@shared/flags/flagRules';
import { FlagsDb } from '../../../../src/main/core/flags/flagsDb';
import { lookAgain } from '../../../../src/main/core/flags/lookAgain';
import { openDatabase } from '../../../../src/main/core/db/database';
import { Slicer } from '../../../../src/main/core/db/slicer';

const dir = mkdtempSync(join(tmpdir(), 'passdesk-flags-slices-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const DAY = '2026-03-04';
const START = Date.parse(`${DAY}T07:00:00Z`);

/** Whether the event loop took a turn since: an immediate queued now has run. */
function turnWatch(): () => boolean {
  let ran = false;
  setImmediate(() => {
    ran = true;
  });
  return () => ran;
}

it('gives the event loop a turn once the slice has run its time on the given clock', async () => {
  let clockMs = 1_000;
  const slicer = new Slicer(1_000, 5, () => clockMs);
  // Twice: a new slice begins at the turn.
  for (let slice = 0; slice < 2; slice += 1) {
    const turned = turnWatch();
    clockMs += 4;
    await slicer.step();
    expect(turned()).toBe(false);
    clockMs += 1;
    await slicer.step();
    expect(turned()).toBe(true);
  }
  // Its rows end a slice whatever the clock says.
  const turned = turnWatch();
  await slicer.step(999);
  expect(turned()).toBe(false);
  await slicer.step(1);
  expect(turned()).toBe(true);
});

function dayOfVisits(name: string, visits: number) {
  const db = openDatabase(join(dir, `${name}.sqlite`), { backupDir: join(dir, 'backups') });
  const flags = new FlagsDb(db);
  db.transaction(() => {
    for (let n = 0; n < visits; n += 1) {
      // Three visits a minute: ties in time, keys written out of their order.
      const atMs = START + Math.floor(n / 3) * 60_000;
      flags.addEvent({
        key: `v${(n * 7919) % visits}`,
        customerId: `member-${n % 40}`,
        stationId: `station-${n % 3}`,
        stationName: `Till ${(n % 3) + 1}`,
        staff: n % 2 ? 'Ana' : 'Ben',
        kind: 'stamp',
        at: new Date(atMs).toISOString(),
        atMs,
        day: DAY,
        minuteOfWeek: 2 * 1440 + 7 * 60 + Math.floor(n / 3),
        countBefore: 0,
        countAfter: 1,
        override: false,
        how: 'scan',
        undone: false,
        undoes: null,
      });
    }
  })();
  return { db, flags };
}

it('reads a day a page at a time, every visit once, by time and then key', async () => {
  const { db, flags } = dayOfVisits('pages', 600);
  const pages: number[] = [];
  const events = await flags.dayEvents(DAY, 250, async (rows) => {
    pages.push(rows);
  });
  expect(pages).toEqual([250, 250, 100]);
  expect(new Set(events.map((event) => event.key)).size).toBe(600);
  const sorted = [...events].sort(
    (a, b) => a.atMs - b.atMs || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0),
  );
  expect(events.map((event) => event.key)).toEqual(sorted.map((event) => event.key));
  db.close();
});

it('ends the slices of a busy day on the clock it is given, not on rows alone', async () => {
  const { db, flags } = dayOfVisits('look', 3_000);
  // Every read of the clock is a millisecond later, and a slice holds far more rows than the
  // day: only the clock can end a slice, and each must end within its 4 ms.
  let clockMs = 0;
  const clock = () => (clockMs += 1);
  const atTurns: number[] = [];
  let looking = true;
  const watch = () => {
    atTurns.push(clockMs);
    if (looking) setImmediate(watch);
  };
  setImmediate(watch);
  const judged = { rules: DEFAULT_FLAG_RULES, hours: [], max: 8 };
  const now = () => new Date(`${DAY}T20:00:00Z`);
  const looked = await lookAgain(
    flags,
    judged,
    now,
    (work) => db.transaction(work)(),
    new Slicer(100_000, 4, clock),
  );
  looking = false;
  expect(looked).toBe(1);
  const gaps = atTurns.slice(1).map((at, n) => at - atTurns[n]!);
  // Twelve pages of the day and the week's statements: many turns, none more than a slice apart
  // (its 4 ms and the read that starts the next).
  expect(atTurns.length).toBeGreaterThan(5);
  expect(Math.max(...gaps)).toBeLessThanOrEqual(5);
  db.close();
});
