// The signals on a seeded month of a store (syntheticMonth.ts): every planted pattern flagged by
// its signal, and ordinary traffic raising at most one flag a week. Recall per signal and false
// flags per week are printed for the record.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { DEFAULT_FLAG_RULES, SIGNALS, type OpeningHours } from '@shared/flags/flagRules';
import { FlagsDb, type StoredFlag } from '../../../../src/main/core/flags/flagsDb';
import { weekOf } from '../../../../src/main/core/flags/days';
import { lookAgain } from '../../../../src/main/core/flags/lookAgain';
import { openDatabase } from '../../../../src/main/core/db/database';
import { syntheticMonth, type Plant } from './syntheticMonth';

const dir = mkdtempSync(join(tmpdir(), 'passdesk-flags-month-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const HOURS: OpeningHours = Array.from({ length: 7 }, () => ({ open: '07:00', close: '19:00' }));

function flagsOfMonth(seed: number) {
  const month = syntheticMonth(seed);
  const db = openDatabase(join(dir, `month-${seed}.sqlite`), { backupDir: join(dir, 'backups') });
  const flags = new FlagsDb(db);
  db.transaction(() => {
    for (const visit of month.visits) flags.addEvent(visit);
  })();
  return { db, flags, month };
}

async function found(flags: FlagsDb, db: ReturnType<typeof openDatabase>, max: number) {
  const judged = { rules: DEFAULT_FLAG_RULES, hours: HOURS, max };
  const now = () => new Date('2026-04-01T12:00:00Z');
  while ((await lookAgain(flags, judged, now, (work) => db.transaction(work)())) > 0);
  return flags.list({ fromDay: '2026-01-01', toDay: '2026-12-31', state: 'all', limit: 10_000 });
}

/** Whether a flag shows a planted pattern: its visits, or its person's planted week. */
const shows = (flag: StoredFlag, plant: Plant) =>
  plant.keys.length > 0
    ? plant.keys.some((key) => flag.evidence.includes(key))
    : flag.staff === plant.staff && flag.fromDay === plant.week;

it.each([1, 2, 3])(
  'flags every planted pattern of month %i, and at most one ordinary flag a week',
  async (seed) => {
    const { db, flags, month } = flagsOfMonth(seed);
    const all = await found(flags, db, month.max);
    const recall: Record<string, string> = {};
    for (const signal of SIGNALS) {
      const plants = month.plants.filter((plant) => plant.signal === signal);
      const caught = plants.filter((plant) =>
        all.some((flag) => flag.signal === signal && shows(flag, plant)),
      );
      recall[signal] = `${caught.length}/${plants.length}`;
      expect(plants.length, signal).toBeGreaterThanOrEqual(3);
      expect(caught.length, `${signal}: ${recall[signal]}`).toBe(plants.length);
    }
    const ordinary = all.filter((flag) => !month.plants.some((plant) => shows(flag, plant)));
    const perWeek = month.weeks.map(
      (week) => ordinary.filter((flag) => weekOf(flag.day).fromDay === week).length,
    );
    console.info(
      `month ${seed}: ${month.visits.length} visits; recall ${JSON.stringify(recall)}; false flags per week ${JSON.stringify(perWeek)}`,
      ordinary.map((flag) => `${flag.signal} ${flag.day} ${JSON.stringify(flag.figures)}`),
    );
    for (const count of perWeek) expect(count).toBeLessThanOrEqual(1);
    db.close();
  },
);

it('says nothing of a signal turned off, and the period and both shares of one comparing a person', async () => {
  const { db, flags, month } = flagsOfMonth(4);
  const judged = {
    rules: { ...DEFAULT_FLAG_RULES, manyStamps: { on: false, most: 5 } },
    hours: HOURS,
    max: month.max,
  };
  while (
    (await lookAgain(
      flags,
      judged,
      () => new Date(),
      (work) => db.transaction(work)(),
    )) > 0
  );
  const all = flags.list({
    fromDay: '2026-01-01',
    toDay: '2026-12-31',
    state: 'all',
    limit: 10_000,
  });
  expect(all.filter((flag) => flag.signal === 'manyStamps')).toEqual([]);
  const typed = all.find(
    (flag) => flag.signal === 'typed' && flag.staff === 'Cleo' && flag.fromDay === month.weeks[1],
  )!;
  expect(typed.toDay > typed.fromDay).toBe(true);
  expect(typed.figures['share']).toBeGreaterThan(3 * typed.figures['othersShare']!);
  expect(typed.figures['of']).toBeGreaterThanOrEqual(30);
  db.close();
});
