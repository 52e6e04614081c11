// Flags as the screens see them: each with the visits behind it, what people did, and the
// member's name; and the period's flags as a CSV in the station's language.
import { toCsv } from '@shared/csv';
import { findingValues } from '@shared/flags/finding';
import type { FlagView, FlagVisit } from '@shared/ipc/flagsContract';
import type { Translator } from '@shared/i18n/translate';
import { memberName } from '@shared/members/memberName';
import { z } from 'zod';
import type { FlagEvent } from './flagEvent';
import { EVIDENCE_SHOWN, type FlagsDb, type StoredFlag } from './flagsDb';
import { orRole } from '../journal/who';

export const visitOf = (event: FlagEvent): FlagVisit => ({
  key: event.key,
  customerId: event.customerId,
  at: new Date(event.atMs).toISOString(),
  day: event.day,
  stationName: event.stationName,
  staff: event.staff,
  kind: event.kind,
  how: event.how,
  countBefore: event.countBefore,
  countAfter: event.countAfter,
  override: event.override,
  undone: event.undone,
});

const fields = (json: string | null): Record<string, string> | null => {
  if (json === null) return null;
  const parsed = z.record(z.string(), z.string()).safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : null;
};

/**
 * The views of stored flags, their evidence and actions read in one statement each; `shown`
 * visits of each at most (none for a file that lists only the findings).
 */
export function flagViews(
  flags: FlagsDb,
  stored: readonly StoredFlag[],
  evidenceShown = EVIDENCE_SHOWN,
): FlagView[] {
  const shown = stored.flatMap((flag) => flag.evidence.slice(0, evidenceShown));
  const events = new Map(flags.eventsByKey(shown).map((event) => [event.key, event]));
  const actions = flags.actionsOf(stored.map((flag) => flag.id));
  return stored.map((flag) => ({
    id: flag.id,
    signal: flag.signal,
    day: flag.day,
    fromDay: flag.fromDay,
    toDay: flag.toDay,
    customerId: flag.customerId,
    memberName: memberName(fields(flag.memberFields)) || null,
    staff: flag.staff,
    stations: flag.stations,
    figures: flag.figures,
    state: flag.state,
    evidence: flag.evidence
      .slice(0, evidenceShown)
      .flatMap((key) => (events.has(key) ? [visitOf(events.get(key)!)] : [])),
    evidenceCount: flag.evidence.length,
    actions: actions
      .filter((action) => action.flagId === flag.id)
      .map((action) => ({
        action: action.action,
        reason: action.reason,
        at: action.at,
        who: orRole(action.staffName, action.role),
        count: action.count,
      })),
  }));
}

/** What a flag found, in a sentence of `words`' language. */
export const flagFinding = (flag: FlagView, words: Translator): string =>
  words.t('store.flags.finding', findingValues(flag));

/** The period's flags, one line each, headers and findings in `words`' language. */
export function flagsCsv(flags: readonly FlagView[], words: Translator): string {
  const header = [
    words.t('store.flagsCsv.day'),
    words.t('store.flagsCsv.signal'),
    words.t('store.flagsCsv.finding'),
    words.t('store.flagsCsv.memberId'),
    words.t('store.flagsCsv.memberName'),
    words.t('store.flagsCsv.staff'),
    words.t('store.flagsCsv.stations'),
    words.t('store.flagsCsv.state'),
    words.t('store.flagsCsv.visits'),
  ];
  return toCsv(
    header,
    flags.map((flag) => [
      flag.day,
      words.t('store.flags.signal', { signal: flag.signal }),
      flagFinding(flag, words),
      flag.customerId ?? '',
      flag.memberName ?? '',
      flag.staff ?? '',
      flag.stations.join(' / '),
      words.t('store.flags.state', { state: flag.state }),
      String(flag.evidenceCount),
    ]),
  );
}
