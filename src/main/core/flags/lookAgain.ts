// Looks again at the days whose visits changed: each day's own signals, and once per week the
// signals that compare the staff. In slices bounded by time (the visits read, the signals worked
// out and the flags kept, each in parts), with a turn of the event loop between, so the counter's
// calls are answered meanwhile.
import {
  COMPARING_SIGNALS,
  SIGNALS,
  type FlagRules,
  type OpeningHours,
} from '@shared/flags/flagRules';
import { SLICE_MS, Slicer } from '../db/slicer';
import { daySignalSteps } from './daySignals';
import type { FlagEvent } from './flagEvent';
import type { FlagsDb } from './flagsDb';
import { keepFound } from './keepFound';
import { weekSignals } from './weekSignals';
import { shiftDay, weekOf } from './days';

export const DAY_SIGNALS = SIGNALS.filter(
  (signal) => !(COMPARING_SIGNALS as readonly string[]).includes(signal),
);

export interface Judged {
  rules: FlagRules;
  hours: OpeningHours;
  max: number | null;
}

/** Days looked at per catch-up at most; the rest wait for the next. */
const DAYS_PER_READ = 400;

/** Visits read in one statement: a page is a small part of a slice. */
export const PAGE_ROWS = 250;

/** Rows read per slice at most, whatever the clock says. */
const SLICE_ROWS = 2_000;

/**
 * Looks again at every day waiting (`flag_days`), the oldest first: a day's own signals, then
 * its week's. The visits are read a page at a time, and the event loop is given a turn whenever
 * the slice has run its time on `clock` (the core's) or read its rows. `commit` writes in one
 * transaction (flushed off the event loop by the caller's store).
 */
export async function lookAgain(
  flags: FlagsDb,
  judged: Judged,
  now: () => Date,
  commit: (work: () => void) => void,
  slicer = new Slicer(SLICE_ROWS, SLICE_MS, () => now().getTime()),
): Promise<number> {
  const weeks = new Set<string>();
  const days = flags.touchedDays(DAYS_PER_READ);
  const step = (rows: number) => slicer.step(rows);
  // A card filled within `hours` began at most that many days before (a day at least, for the
  // redemption just after a filling late the evening before).
  const lookBack = Math.max(1, Math.ceil(judged.rules.fastFill.hours / 24));
  for (const day of days) {
    // The days looked back over, then the day itself, oldest first.
    const events: FlagEvent[] = [];
    for (let back = lookBack; back >= 0; back -= 1) {
      events.push(...(await flags.dayEvents(shiftDay(day, -back), PAGE_ROWS, step)));
    }
    const signals = daySignalSteps(day, events, judged);
    let next = signals.next();
    for (; !next.done; next = signals.next()) await step(next.value);
    const period = { fromDay: day, toDay: day };
    await keepFound(flags, period, DAY_SIGNALS, next.value, now().toISOString(), commit, step);
    const week = weekOf(day);
    if (!weeks.has(week.fromDay)) {
      weeks.add(week.fromDay);
      const people = await flags.personWeeks(week.fromDay, week.toDay, judged.max, step);
      const shown = { ...week, day: flags.lastDay(week.fromDay, week.toDay) ?? day };
      const weekly = weekSignals(people, shown, judged.rules);
      const ofWeek = { fromDay: week.fromDay, toDay: null };
      await keepFound(flags, ofWeek, COMPARING_SIGNALS, weekly, now().toISOString(), commit, step);
    }
    // Only now: a day cut off before its week was looked at is looked at again.
    commit(() => flags.done(day));
  }
  return days.length;
}
