// What the insights screen draws, from the figures main answers: every day of the period (a day
// without visits is a zero, not a gap), the week's hours as a grid, the retention curve, and
// each chart's numbers as CSV rows.
import { ROLE_WORDS } from '../../ui/staff/staffWords';
import type { InsightsFigures } from '@shared/ipc/insightsView';
import type { MessageId } from '@shared/i18n/messageId';
import type { Said } from '@shared/i18n/said';
import type { Formatter } from '@shared/i18n/translate';
import type { Say } from '../../i18n/useT';

/** A figure's number: grouped only from five digits, so a tile's "3300" stays one short word. */
export const FIGURE = { useGrouping: 'min2' } as const;

/** The week's days, Monday first, as the core counts an hour of the week. */
export const WEEK_DAYS = 7;
/** 2024-01-01 was a Monday: the day Intl names for weekday 0. */
const A_MONDAY = Date.UTC(2024, 0, 1);
const DAY_MS = 86_400_000;

/** A weekday's name in the page's language, from Intl: `long` ("Monday") or `short` ("Mon"). */
export const weekdayName = (
  intl: Pick<Formatter, 'formatDate'>,
  weekday: number,
  width: 'long' | 'short' = 'long',
): string => intl.formatDate(A_MONDAY + weekday * DAY_MS, { weekday: width, timeZone: 'UTC' });

/** An hour of the day as a time on the 24-hour clock ("14:00"), in the page's digits. */
export const hourName = (intl: Pick<Formatter, 'formatTime'>, hour: number): string =>
  intl.formatTime(A_MONDAY + hour * 3_600_000, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'UTC',
  });

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
  const grid = Array.from({ length: WEEK_DAYS }, () => new Array<number>(24).fill(0));
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
  /** The station's name; null for visits the account made with no station named. */
  station: string | null;
  /** The account's other stations, all in one row. */
  others?: true;
  /** The person, or the role for visits recorded before staff. */
  who: string | null;
  /** Who as words to say ("any cashier"), when `who` is null; its id checked only for form. */
  whoSaid?: { id: string; values?: Said['values'] } | null;
  visits: number;
}

export function whoDidWhat(figures: InsightsFigures, otherStations: number | null): WhoRow[] {
  const rows: WhoRow[] = figures.byStation.map((s) => ({
    station: s.station,
    who: s.who,
    whoSaid: s.whoSaid,
    visits: s.visits,
  }));
  if (otherStations !== null)
    rows.push({ station: null, others: true, who: null, visits: otherStations });
  return rows.sort((a, b) => b.visits - a.visits);
}

/** A row's station as a person reads it: its name, or what stands in for one. */
export const stationLabel = (row: WhoRow, t: Say): string =>
  row.others ? t('insights.byStation.others') : (row.station ?? t('insights.byStation.noStation'));

/** Who worked, as the page says it: a person's name as given; a role (kept when nobody signed in) in the page's language, as the journal says it. */
export const whoWords = (who: string, t: Say): string =>
  Object.hasOwn(ROLE_WORDS, who) ? t('store.journal.role', { role: who }) : who;

/** Who worked in a row, in the page's language; null when nobody is known. */
export function rowWho(row: WhoRow, t: Say): string | null {
  if (row.whoSaid) return t(row.whoSaid.id as MessageId, row.whoSaid.values);
  return row.who === null ? null : whoWords(row.who, t);
}

/** A row's name in a summary or a bar's label: the station, and who when known. */
export function whoLabel(row: WhoRow, t: Say): string {
  const who = rowWho(row, t);
  return who === null
    ? stationLabel(row, t)
    : t('insights.byStation.stationAndWho', { station: stationLabel(row, t), who });
}

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

/** A headline figure: what it is called, what it counts, and its number (null: none yet). */
export interface Headline {
  name: MessageId;
  definition: MessageId;
  value: number | null;
}

/**
 * The headline numbers, in the order shown, each with what it counts. Every member figure is of
 * the same scope and period: new and returning members are both among the members.
 */
export function headline(f: InsightsFigures): Headline[] {
  return [
    {
      name: 'insights.tile.visits',
      value: f.visits,
      definition: 'insights.tile.visitsMeans',
    },
    {
      name: 'insights.tile.members',
      value: f.activeMembers,
      definition: 'insights.tile.membersMeans',
    },
    {
      name: 'insights.tile.newMembers',
      value: f.newMembers,
      definition: 'insights.tile.newMembersMeans',
    },
    {
      name: 'insights.tile.returning',
      value: f.returningMembers,
      definition: 'insights.tile.returningMeans',
    },
    {
      name: 'insights.tile.cardsFilled',
      value: f.cardsCompleted,
      definition: 'insights.tile.cardsFilledMeans',
    },
    {
      name: 'insights.tile.rewards',
      value: f.rewardsRedeemed,
      definition: 'insights.tile.rewardsMeans',
    },
    {
      name: 'insights.tile.visitsPerCard',
      value: f.averageVisitsToComplete,
      definition: 'insights.tile.visitsPerCardMeans',
    },
  ];
}
