// A period of the store's days, from what the manager chose.
import type { InsightsRequest } from '@shared/ipc/insightsView';

const DAY_MS = 86_400_000;
const shift = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The days of a period: `fromDay` to `lastDay` shown, `toDay` (the day after) for the queries. */
export function periodDays(
  period: InsightsRequest['period'],
  today: string,
): { fromDay: string; lastDay: string; toDay: string } {
  if (typeof period === 'object') {
    return { fromDay: period.fromDay, lastDay: period.toDay, toDay: shift(period.toDay, 1) };
  }
  const back = { today: 0, '7d': 6, '30d': 29 }[period];
  return { fromDay: shift(today, -back), lastDay: today, toDay: shift(today, 1) };
}
