// What the signals found for one period, kept a few flags per transaction with a turn of the
// event loop between (a busy day's flags carry hundreds of visits as their evidence), then the
// flags no longer found dropped. Cut off part way, the period is still waiting to be looked at
// (`flag_days`), and looking again keeps the same flags: each is kept by its id.
import type { Signal } from '@shared/flags/flagRules';
import type { FoundFlag } from './flagEvent';
import { flagId, type FlagsDb } from './flagsDb';

/** Flags written per transaction: a small part of a slice, even with a day's visits as evidence. */
export const KEEP_FLAGS = 16;

export async function keepFound(
  flags: FlagsDb,
  period: { fromDay: string; toDay: string | null },
  signals: readonly Signal[],
  found: readonly FoundFlag[],
  foundAt: string,
  commit: (work: () => void) => void,
  step: (units: number) => Promise<void>,
): Promise<void> {
  for (let from = 0; from < found.length; from += KEEP_FLAGS) {
    const part = found.slice(from, from + KEEP_FLAGS);
    commit(() => flags.keep(part, foundAt));
    await step(part.reduce((units, flag) => units + 1 + flag.evidence.length, 0));
  }
  const ids = new Set(found.map(flagId));
  commit(() => flags.dropStale(period, signals, ids));
  await step(0);
}
