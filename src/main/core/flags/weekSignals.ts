// The signals that compare one person with the other staff over a week: changes typed or picked
// instead of scanned, stamps concentrated on a few members, and corrections (sets, early resets,
// undos, overrides). Pure: each person's counts in, the flags out, with both sides' figures.
import type { COMPARING_SIGNALS, FlagRules } from '@shared/flags/flagRules';
import type { FoundFlag } from './flagEvent';

/** One person's week, as the store counted it. */
export interface PersonWeek {
  staff: string;
  /** Stamps, redemptions and sets. */
  changes: number;
  /** Of the changes, those whose till said how they were made. */
  howKnown: number;
  /** Of those, the ones typed or picked from a search. */
  typed: number;
  /** Sets, resets before the card was full, undos and overrides. */
  corrections: number;
  /** Changes and undos: what the corrections are a share of. */
  actions: number;
  stamps: number;
  /** Stamps on the person's three most stamped members. */
  topStamps: number;
  /** The week's visits that show it: the typed changes, the corrections, the top members' stamps. */
  evidence: { typed: string[]; corrections: string[]; top: string[] };
  stations: string[];
  topMembers: string[];
}

/** Below these, a share says nothing of a person: too few of theirs, or of the others'. */
const LEAST_OWN = 30;
const LEAST_OTHERS = 30;
const LEAST_STAMPS = 40;
/** How far above the others' share, in standard errors, before it is not chance. */
const SURE = 3;
/** A share the others seem never to reach is taken as this, so one person is not judged against zero. */
const FLOOR = 0.01;

interface Comparison {
  share: number;
  othersShare: number;
}

/** A person's count of `of` against the others' share: far enough above, and not by chance. */
function above(
  count: number,
  of: number,
  othersCount: number,
  othersOf: number,
  times: number,
): Comparison | null {
  if (of < LEAST_OWN || othersOf < LEAST_OTHERS) return null;
  const share = count / of;
  const othersShare = othersCount / othersOf;
  const expected = Math.max(othersShare, FLOOR);
  const spread = Math.sqrt((expected * (1 - expected)) / of);
  if (share < times * expected || (share - expected) / spread < SURE) return null;
  return { share, othersShare };
}

const percent = (share: number) => Math.round(share * 1000) / 10;

/** What each comparing signal counts of a person's week, and of what. */
const RATES: readonly {
  signal: (typeof COMPARING_SIGNALS)[number];
  count: (p: PersonWeek) => number;
  of: (p: PersonWeek) => number;
  evidence: (p: PersonWeek) => string[];
  /** The least the person's own `of` must be for the share to say anything. */
  least: number;
  more?: (p: PersonWeek) => Record<string, number>;
}[] = [
  {
    signal: 'typed',
    count: (p) => p.typed,
    of: (p) => p.howKnown,
    evidence: (p) => p.evidence.typed,
    least: LEAST_OWN,
  },
  {
    signal: 'corrections',
    count: (p) => p.corrections,
    of: (p) => p.actions,
    evidence: (p) => p.evidence.corrections,
    least: LEAST_OWN,
  },
  {
    signal: 'concentration',
    count: (p) => p.topStamps,
    of: (p) => p.stamps,
    evidence: (p) => p.evidence.top,
    least: LEAST_STAMPS,
    more: (p) => ({ members: p.topMembers.length }),
  },
];

/** The week's flags, each person against the sum of everyone else's counts. */
export function weekSignals(
  people: readonly PersonWeek[],
  week: { fromDay: string; toDay: string; day: string },
  rules: FlagRules,
): FoundFlag[] {
  const found: FoundFlag[] = [];
  for (const rate of RATES) {
    const rule = rules[rate.signal];
    if (!rule.on) continue;
    const count = people.reduce((sum, p) => sum + rate.count(p), 0);
    const of = people.reduce((sum, p) => sum + rate.of(p), 0);
    for (const person of people) {
      const mine = { count: rate.count(person), of: rate.of(person) };
      if (mine.of < rate.least) continue;
      const seen = above(mine.count, mine.of, count - mine.count, of - mine.of, rule.times);
      if (!seen) continue;
      found.push({
        signal: rate.signal,
        day: week.day,
        fromDay: week.fromDay,
        toDay: week.toDay,
        customerId: null,
        staff: person.staff,
        stations: person.stations,
        evidence: rate.evidence(person),
        figures: {
          ...mine,
          ...rate.more?.(person),
          share: percent(seen.share),
          othersShare: percent(seen.othersShare),
          times: rule.times,
        },
      });
    }
  }
  return found;
}
