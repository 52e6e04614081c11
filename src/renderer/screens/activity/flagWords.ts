// What a flag found, said in the page's language: the signal's name and its finding with the
// figures the core counted.
import type { FlagView, FlagVisit } from '@shared/ipc/flagsContract';
import type { Say } from '../../i18n/useT';
import { findingValues } from '@shared/flags/finding';

export const signalName = (t: Say, signal: FlagView['signal']): string =>
  t('store.flags.signal', { signal });

export const findingOf = (t: Say, flag: FlagView): string =>
  t('store.flags.finding', findingValues(flag));

/** A visit's kind and how it was made, in one phrase ("stamp, scanned"). */
export const visitWhat = (t: Say, visit: FlagVisit): string =>
  t('insights.flags.visitWhat', {
    kind: visit.kind,
    how: visit.how ?? 'unknown',
    undone: visit.undone ? 'yes' : 'no',
  });

/** The flags by the day they are listed under, newest first (the core's order kept). */
export function byDay(flags: readonly FlagView[]): { day: string; flags: FlagView[] }[] {
  const days: { day: string; flags: FlagView[] }[] = [];
  for (const flag of flags) {
    const last = days.at(-1);
    if (last?.day === flag.day) last.flags.push(flag);
    else days.push({ day: flag.day, flags: [flag] });
  }
  return days;
}
