// What the insights screen draws, from the figures main answers: every day of the period (a day
// without visits is a zero, not a gap), the week's hours as a grid, the retention curve, and
// each chart's numbers as CSV rows.
import type { InsightsFigures } from '@shared/ipc/insightsView';
import type { Figure } from './FigureTile';

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** Every day from `fromDay` to `lastDay`, with its visits (zero when none). */
export function everyDay(
  figures: InsightsFigures,
  fromDay: string,
  lastDay: string,
): { day: string; visits: number }[] {
  const known = new Map(figures.visitsPerDay.map((d) => [d.day, d.visits]));
  const days: { day: string; visits: number }[] = [];
  for (let n = dayNumber(fromDay); n <= dayNumber(lastDay); n++) {
    const day = dayOf(n);
    days.push({ day, visits: known.get(day) ?? 0 });
  }
  return days;
}

/** Visits by weekday (rows, Monday first) and hour (columns, 0 to 23). */
export function hourGrid(figures: InsightsFigures): number[][] {
  const grid = WEEKDAYS.map(() => new Array<number>(24).fill(0));
  for (const { hourOfWeek, visits } of figures.rushHours) {
    grid[Math.floor(hourOfWeek / 24)]![hourOfWeek % 24] = visits;
  }
  return grid;
}

/** The busiest hour of the week; null when nothing was visited. */
export function busiest(
  grid: number[][],
): { weekday: number; hour: number; visits: number } | null {
  let best: { weekday: number; hour: number; visits: number } | null = null;
  grid.forEach((row, weekday) =>
    row.forEach((visits, hour) => {
      if (visits > 0 && (!best || visits > best.visits)) best = { weekday, hour, visits };
    }),
  );
  return best;
}

/** Visits by station and person, with the account's other stations as one row; most first. */
export interface WhoRow {
  station: string;
  /** The person, "any cashier", or the role for visits recorded before staff. */
  who: string | null;
  visits: number;
}

export function whoDidWhat(figures: InsightsFigures, otherStations: number | null): WhoRow[] {
  const rows: WhoRow[] = figures.byStation.map((s) => ({
    station: s.station ?? 'Account (no station named)',
    who: s.who,
    visits: s.visits,
  }));
  if (otherStations !== null)
    rows.push({ station: 'Other stations', who: null, visits: otherStations });
  return rows.sort((a, b) => b.visits - a.visits);
}

/** A row's name in a summary or a bar's label: the station, and who when known. */
export const whoLabel = (row: WhoRow): string =>
  row.who === null ? row.station : `${row.station} (${row.who})`;

export const hourLabel = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

export interface Cohort {
  /** The Monday of the week the members were first seen. */
  week: string;
  joined: number;
  /** Members who visited 1, 2, … weeks after the week they joined. */
  later: number[];
}

/** Members by the week they joined, and how many came back each week after. */
export function cohorts(figures: InsightsFigures): Cohort[] {
  const byWeek = new Map<string, Cohort>();
  for (const { week, offset, members } of figures.retention) {
    let cohort = byWeek.get(week);
    if (!cohort) byWeek.set(week, (cohort = { week, joined: 0, later: [] }));
    if (offset === 0) cohort.joined = members;
    else cohort.later[offset - 1] = members;
  }
  return [...byWeek.values()].map((c) => ({
    ...c,
    later: Array.from({ length: c.later.length }, (_, i) => c.later[i] ?? 0),
  }));
}

/**
 * The share of members still coming back k weeks after joining (k = 1, 2, …), over the cohorts
 * that have had k weeks: percent, rounded to one decimal.
 */
export function retentionCurve(
  all: Cohort[],
  lastDay: string,
): { week: number; percent: number }[] {
  const weeksSeen = (c: Cohort) => Math.floor((dayNumber(lastDay) - dayNumber(c.week)) / 7);
  const longest = Math.max(0, ...all.map(weeksSeen));
  const curve: { week: number; percent: number }[] = [];
  for (let k = 1; k <= longest; k++) {
    const eligible = all.filter((c) => weeksSeen(c) >= k && c.joined > 0);
    const joined = eligible.reduce((sum, c) => sum + c.joined, 0);
    if (joined === 0) continue;
    const back = eligible.reduce((sum, c) => sum + (c.later[k - 1] ?? 0), 0);
    curve.push({ week: k, percent: Math.round((back / joined) * 1000) / 10 });
  }
  return curve;
}

/**
 * The headline numbers, in the order shown, each with what it counts. Every member figure is of
 * the same scope and period: new and returning members are both among the members.
 */
export function headline(f: InsightsFigures): Figure[] {
  return [
    {
      label: 'Visits',
      value: String(f.visits),
      definition: 'Stamps given in the period: one for each check-in that added one.',
    },
    {
      label: 'Members',
      value: String(f.activeMembers),
      definition: 'Members who visited at least once in the period.',
    },
    {
      label: 'New members',
      value: String(f.newMembers),
      definition: 'Of the members, those whose first visit ever was in the period.',
    },
    {
      label: 'Returning',
      value: String(f.returningMembers),
      definition:
        'Of the members, those who had visited before: before the period, or on an earlier day of it.',
    },
    {
      label: 'Cards filled',
      value: String(f.cardsCompleted),
      definition: 'Cards that reached their last stamp in the period.',
    },
    {
      label: 'Rewards',
      value: String(f.rewardsRedeemed),
      definition: 'Rewards handed over in the period: each full card started again.',
    },
    {
      label: 'Visits per card',
      value: f.averageVisitsToComplete === null ? '–' : f.averageVisitsToComplete.toFixed(1),
      definition: 'The visits each card filled in the period took, on average.',
    },
  ];
}
