// Looking again in slices finds what one piece finds: a seeded month looked at with a turn of the
// event loop at every boundary (the visits read, each member's and person's signals, each part of
// the flags kept), and looked at again after being cut off at boundaries all through the work, as
// a station stopped part way would be, ends with the same flags as the month looked at whole.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { DEFAULT_FLAG_RULES, type OpeningHours } from '@shared/flags/flagRules';
import { FlagsDb } from '../../../../src/main/core/flags/flagsDb';
import { lookAgain } from '../../../../src/main/core/flags/lookAgain';
import { openDatabase } from '../../../../src/main/core/db/database';
import { Slicer } from '../../../../src/main/core/db/slicer';
import { syntheticMonth } from './syntheticMonth';

const dir = mkdtempSync(join(tmpdir(), 'passdesk-flags-look-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const HOURS: OpeningHours = Array.from({ length: 7 }, () => ({ open: '07:00', close: '19:00' }));
const month = syntheticMonth(5);
const judged = { rules: DEFAULT_FLAG_RULES, hours: HOURS, max: month.max };
/** Rules that flag every member stamped that day: dozens of flags a day, kept in several parts. */
const strict = {
  ...judged,
  rules: { ...DEFAULT_FLAG_RULES, manyStamps: { on: true, most: 0 } },
};
const DAYS = 28;
const now = () => new Date('2026-04-01T12:00:00Z');

class Stopped extends Error {}

/** A slicer that counts its boundaries, turns at each one, and stops the work at the `cut`th. */
class CountingSlicer extends Slicer {
  boundaries = 0;
  constructor(private readonly cut = Infinity) {
    super(1, 0, () => 0);
  }
  override async step(units = 1): Promise<void> {
    this.boundaries += 1;
    if (this.boundaries === this.cut) throw new Stopped();
    await super.step(units);
  }
}

function monthDb(name: string) {
  const db = openDatabase(join(dir, `${name}.sqlite`), { backupDir: join(dir, 'backups') });
  const flags = new FlagsDb(db);
  db.transaction(() => {
    for (const visit of month.visits) flags.addEvent(visit);
  })();
  const commit = (work: () => void) => db.transaction(work)();
  /** Every day of the month waiting again, as after a change of the rules. */
  const touchAll = () => {
    for (let day = 0; day < DAYS; day += 1) {
      flags.touch(new Date(Date.parse('2026-03-02') + day * 86_400_000).toISOString().slice(0, 10));
    }
  };
  const all = () =>
    flags
      .list({ fromDay: '2026-01-01', toDay: '2026-12-31', state: 'all', limit: 100_000 })
      .map(({ memberFields: _, ...flag }) => flag);
  return { db, flags, commit, all, touchAll };
}

/**
 * The work: the month looked at under the strict rules, then again under the usual ones (most of
 * the first flags then dropped as no longer found), each slice from `slicerOf`, until nothing waits.
 */
async function lookTwice(month: ReturnType<typeof monthDb>, slicerOf: () => Slicer) {
  for (const rules of [strict, judged]) {
    month.touchAll();
    while ((await lookAgain(month.flags, rules, now, month.commit, slicerOf())) > 0);
  }
}

it('finds the same flags with a turn at every boundary as in one piece, and when cut off at any', async () => {
  const whole = monthDb('whole');
  // One piece: a slice that never ends, on a clock that never moves.
  await lookTwice(whole, () => new Slicer(Infinity, Infinity, () => 0));
  const expected = whole.all();
  expect(expected.length).toBeGreaterThan(20);
  const strictOnly = monthDb('strict');
  strictOnly.touchAll();
  while ((await lookAgain(strictOnly.flags, strict, now, strictOnly.commit)) > 0);
  // The strict rules' flags of a day are kept in several parts.
  expect(strictOnly.all().length).toBeGreaterThan(DAYS * 40);

  const turning = monthDb('turning');
  const everyBoundary = new CountingSlicer();
  await lookTwice(turning, () => everyBoundary);
  expect(turning.all()).toEqual(expected);
  const boundaries = everyBoundary.boundaries;
  // Pages of visits, members, people and parts of the flags kept: far more than a slice a day.
  expect(boundaries).toBeGreaterThan(DAYS * 2 * 50);

  // Stopped at boundaries spread over the whole work (a different one each time), the month is
  // looked at again from what was kept, until nothing waits.
  const cut = monthDb('cut');
  let stops = 0;
  for (const rules of [strict, judged]) {
    cut.touchAll();
    for (let run = 0; cut.flags.waitingDays() > 0; run += 1) {
      expect(run).toBeLessThan(500);
      const at = 1 + ((run * 7919) % 600);
      try {
        await lookAgain(cut.flags, rules, now, cut.commit, new CountingSlicer(at));
      } catch (error) {
        if (!(error instanceof Stopped)) throw error;
        stops += 1;
      }
    }
  }
  expect(stops).toBeGreaterThan(20);
  expect(cut.all()).toEqual(expected);
  for (const { db } of [whole, strictOnly, turning, cut]) db.close();
});
