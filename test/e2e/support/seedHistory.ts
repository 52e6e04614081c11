// A year of visits written into a station's own database while it is closed, as if the station
// had checked them in itself, and the figures a period of it must show, counted from the rows.
import { join } from 'node:path';
import {
  ActivityTable,
  localSlots,
  type ActivityRow,
} from '../../../src/main/core/insights/activity';
import { openDatabase } from '../../../src/main/core/db/database';
import { generateHistory } from '../../fixtures/history';
import type { TestStation } from './testStation';

export const RUSH_HOUR = 12;

export interface Expected {
  visits: number;
  rewards: number;
  activeMembers: number;
  /** Visits by weekday (0 = Monday) and hour, in UTC, the test stations' time zone. */
  grid: number[][];
}

const DAY_MS = 86_400_000;

/** Seeds `days` days ending today (UTC), and answers what the last `periodDays` days hold. */
export async function seedHistory(
  station: TestStation,
  o: { members: number; visits: number; days: number; periodDays: number; seed: number },
): Promise<Expected> {
  const today = Date.UTC(
    new Date().getUTCFullYear(),
    new Date().getUTCMonth(),
    new Date().getUTCDate(),
  );
  const periodFrom = new Date(today - (o.periodDays - 1) * DAY_MS).toISOString().slice(0, 10);
  const expected: Expected = {
    visits: 0,
    rewards: 0,
    activeMembers: 0,
    grid: Array.from({ length: 7 }, () => new Array<number>(24).fill(0)),
  };
  const active = new Set<string>();
  const count = (rows: ActivityRow[]) => {
    for (const row of rows) {
      const slot = localSlots(row.at, 'UTC');
      if (slot.day < periodFrom) continue;
      if (row.kind === 'reset') expected.rewards++;
      if (row.kind !== 'increment') continue;
      expected.visits++;
      active.add(row.customerId);
      expected.grid[Math.floor(slot.hourOfWeek / 24)]![slot.hourOfWeek % 24]!++;
    }
  };
  await station.withStationClosed(() => {
    const dir = station.stationDir;
    const db = openDatabase(join(dir, 'passdesk-live.sqlite'), {
      backupDir: join(dir, 'backups', 'live'),
      onRecovered: () => undefined,
    });
    try {
      const store = new ActivityTable(db, 'UTC');
      generateHistory(
        {
          dynamicPassId: station.program.dynamicPassId,
          members: o.members,
          visits: o.visits,
          max: station.program.max,
          start: new Date(today - (o.days - 1) * DAY_MS),
          days: o.days,
          seed: o.seed,
          rushHours: [RUSH_HOUR],
        },
        (rows) => {
          store.record(rows, () => station.program.max);
          count(rows);
        },
      );
    } finally {
      db.close();
    }
  });
  expected.activeMembers = active.size;
  return expected;
}
