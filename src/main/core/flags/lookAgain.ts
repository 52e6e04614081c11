// Looks again at the days whose visits changed: each day's own signals, and once per week the
// signals that compare the staff. A day at a time, with a turn of the event loop between, so the
// counter's calls are answered meanwhile.
import {
  COMPARING_SIGNALS,
  SIGNALS,
  type FlagRules,
  type OpeningHours,
} from '@shared/flags/flagRules';
import { Slicer } from '../store/slicer';
import { daySignals } from './daySignals';
import type { FlagsDb } from './flagsDb';
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

/**
 * Looks again at every day waiting (`flag_days`), the oldest first: a day's own signals in one
 * slice, its week's in the next. `commit` writes in one transaction (flushed off the event loop
 * by the caller's store).
 */
export async function lookAgain(
  flags: FlagsDb,
  judged: Judged,
  now: () => Date,
  commit: (work: () => void) => void,
  slicer = new Slicer(1),
): Promise<number> {
  const weeks = new Set<string>();
  const days = flags.touchedDays(DAYS_PER_READ);
  // A card filled within `hours` began at most that many days before (a day at least, for the
  // redemption just after a filling late the evening before).
  const lookBack = Math.max(1, Math.ceil(judged.rules.fastFill.hours / 24));
  for (const day of days) {
    // The days looked back over, then the day itself, each in a slice of its own.
    const before = flags.events(shiftDay(day, -lookBack), shiftDay(day, -1));
    await slicer.step();
    const events = [...before, ...flags.events(day, day)];
    const found = daySignals(day, events, judged);
    commit(() => flags.save({ fromDay: day, toDay: day }, DAY_SIGNALS, found, now().toISOString()));
    await slicer.step();
    const week = weekOf(day);
    if (!weeks.has(week.fromDay)) {
      weeks.add(week.fromDay);
      const people = await flags.personWeeks(week.fromDay, week.toDay, judged.max, () =>
        slicer.step(),
      );
      const shown = { ...week, day: flags.lastDay(week.fromDay, week.toDay) ?? day };
      const weekly = weekSignals(people, shown, judged.rules);
      commit(() =>
        flags.save(
          { fromDay: week.fromDay, toDay: null },
          COMPARING_SIGNALS,
          weekly,
          now().toISOString(),
        ),
      );
      await slicer.step();
    }
    // Only now: a day cut off before its week was looked at is looked at again.
    commit(() => flags.done(day));
  }
  return days.length;
}
