// A year of visits for a program, as a store sees it: a few thousand members, most visiting a few
// times a month, a rush at midday and after work, quieter Sundays, cards filled and redeemed.
// Deterministic (seeded), so a run and its figures can be compared with another.
import type { ActivityRow } from '../../src/main/core/insights/activity';

/** A small, fast, seeded random source (mulberry32). */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface HistoryOptions {
  dynamicPassId: string;
  members: number;
  visits: number;
  /** The card's maximum: a visit reaching it is followed by a redeem. */
  max: number;
  /** The first day, UTC midnight. */
  start: Date;
  days: number;
  seed: number;
  /** Hours (UTC) when most visits happen, weighted. */
  rushHours: readonly number[];
}

/** Visits in time order; `onRows` gets them in parts, so a million never sit in memory at once. */
export function generateHistory(o: HistoryOptions, onRows: (rows: ActivityRow[]) => void): void {
  const random = seeded(o.seed);
  const counts = new Array<number>(o.members).fill(0);
  const perDay = o.visits / o.days;
  let key = 0;
  for (let day = 0; day < o.days; day++) {
    const date = new Date(o.start.getTime() + day * 86_400_000);
    const sunday = date.getUTCDay() === 0;
    const today = Math.round(perDay * (sunday ? 0.5 : 1.08) * (0.8 + random() * 0.4));
    const rows: ActivityRow[] = [];
    for (let i = 0; i < today; i++) {
      const rush = random() < 0.6;
      const hour = rush
        ? o.rushHours[Math.floor(random() * o.rushHours.length)]!
        : 7 + Math.floor(random() * 12);
      const at = new Date(date.getTime() + hour * 3_600_000 + Math.floor(random() * 3_600_000));
      // Regulars come far more often than the rest.
      const member = Math.floor(o.members * random() ** 2);
      const customerId = `m${String(member).padStart(23, '0')}`;
      const base = {
        source: 'station' as const,
        dynamicPassId: o.dynamicPassId,
        customerId,
        station: random() < 0.7 ? 'Front till' : 'Back till',
        role: random() < 0.9 ? 'cashier' : 'manager',
      };
      counts[member] = counts[member]! + 1;
      rows.push({
        ...base,
        key: String(++key),
        kind: 'increment',
        countAfter: counts[member]!,
        at: at.toISOString(),
      });
      if (counts[member]! >= o.max) {
        counts[member] = 0;
        rows.push({
          ...base,
          key: String(++key),
          kind: 'reset',
          countAfter: 0,
          at: new Date(at.getTime() + 60_000).toISOString(),
        });
      }
    }
    onRows(rows);
  }
}
