// The store's count of a member, one rule at every till: the service's latest confirmed count,
// plus every change the store has made since that the service has not confirmed, each once, in
// the order it was made.
import type { CheckInAction } from '@shared/ipc/views';
import type { VisitChange, VisitOutcome } from './visitShapes';
import { byTime, type Visit } from './storeVisits';

/** A visit that says what it did to the count and where it stands among the member's visits. */
export type CountedVisit = Visit & { change: VisitChange; clock: number };
type Step = CountedVisit & { outcome: Extract<VisitOutcome, { state: 'applied' }> };

export const isCounted = (visit: Visit): visit is CountedVisit =>
  visit.change !== undefined && visit.clock !== undefined;

const isStep = (visit: CountedVisit): visit is Step => visit.outcome?.state === 'applied';

/** Not yet answered: still on its way to the service, or waiting to go. */
export const isUnconfirmed = (visit: Visit): boolean => visit.outcome === undefined;

/** Causal order: a visit comes after every visit its station had seen when it was made. */
export const causally = (a: CountedVisit, b: CountedVisit): number =>
  a.clock - b.clock || byTime(a, b);

/** What a check-in does to the count; a redemption leaves the program's first count. */
export function changeOf(action: CheckInAction, initial: number): VisitChange {
  if (action.kind === 'increment') return { op: 'add', by: 1 };
  return { op: 'set', to: action.kind === 'set' ? action.count : initial };
}

/** The count after a change; a set whose count is not known yet leaves the count as it was. */
export function afterChange(count: number | null, change: VisitChange): number | null {
  if (change.op === 'set') return change.to ?? count;
  return count === null ? null : Math.max(0, count + change.by);
}

/**
 * The service's count after every step it confirmed, whatever order they were answered in: each
 * step goes from its previous count to its updated one, so the steps make one trail through the
 * counts, and the trail ends at the one count entered once more than it was left. A trail that
 * comes back to where it began ends there: at the confirmed count its causally first step was
 * made on, when the trail passes it. One with a gap (a step the store does not hold, such as a
 * forgotten till's) ends where its causally last step ending at a loose end does.
 */
export function confirmedCount(visits: readonly CountedVisit[]): number | null {
  const steps = visits.filter(isStep);
  if (steps.length === 0) return null;
  const balance = new Map<number, number>();
  for (const { outcome } of steps) {
    balance.set(outcome.updatedCount, (balance.get(outcome.updatedCount) ?? 0) + 1);
    balance.set(outcome.previousCount, (balance.get(outcome.previousCount) ?? 0) - 1);
  }
  const ends = [...balance].filter(([, surplus]) => surplus > 0).map(([count]) => count);
  if (ends.length === 1) return ends[0]!;
  const ordered = [...steps].sort(causally);
  if (ends.length === 0) {
    const first = ordered[0]!;
    const base = first.base ?? null;
    return base !== null && balance.has(base) ? base : first.outcome.previousCount;
  }
  return ordered.filter((step) => ends.includes(step.outcome.updatedCount)).at(-1)!.outcome
    .updatedCount;
}

/** The service's latest count the store knows: its confirmed steps', or this station's reading. */
export function confirmedBase(visits: readonly Visit[], known: number | null): number | null {
  return confirmedCount(visits.filter(isCounted)) ?? known;
}

/**
 * The member's count as the store knows it, from their visits at every till that counts (oldest
 * first) and the count this station last read from the service (`known`); undefined when no visit
 * says what it did (visits of an older version), and the station's own view stands.
 */
export function storeCount(
  visits: readonly Visit[],
  known: number | null,
): number | null | undefined {
  return visits.some(isCounted) ? countBefore(visits, null, known) : undefined;
}

/**
 * The count the store expects the change `key` to find at the service: the confirmed count with
 * the unconfirmed changes before it in causal order applied (all of them when `key` is null).
 */
export function countBefore(
  visits: readonly Visit[],
  key: string | null,
  known: number | null,
): number | null {
  const counted = visits.filter(isCounted);
  let count = confirmedBase(counted, known);
  for (const visit of counted.filter(isUnconfirmed).sort(causally)) {
    if (visit.key === key) break;
    count = afterChange(count, visit.change);
  }
  return count;
}

/**
 * Whether a resent +1 of `stationId` that found `previousCount` at the service, having expected
 * `expected`, can have been applied once: the other tills' steps the store holds lead from the
 * expected count to the one found, give or take their changes that may have landed unconfirmed.
 */
export function explainedByStore(
  visits: readonly Visit[],
  stationId: string,
  expected: number,
  previousCount: number,
): boolean {
  const others = visits.filter(isCounted).filter((visit) => visit.stationId !== stationId);
  const steps = others.filter(isStep).sort(causally);
  const unconfirmed = others.filter(isUnconfirmed);
  const landed = unconfirmed.filter((v) => v.change.op === 'add' && v.change.by > 0).length;
  const setTo = unconfirmed.flatMap((v) =>
    v.change.op === 'set' && v.change.to !== null ? [v.change.to] : [],
  );
  // A set another till made lands on its count whatever the count was: the count may have moved
  // on from there, whichever count the resent change expected.
  const setsApplied = steps.flatMap((v) => (v.change.op === 'set' ? [v.outcome.updatedCount] : []));
  for (const start of [expected, ...setTo, ...setsApplied]) {
    const left = [...steps];
    let count = start;
    // An unconfirmed +1 may have landed anywhere on the way: before a confirmed step, or after.
    let unsure = landed;
    const reaches = () => previousCount >= count && previousCount - count <= unsure;
    while (!reaches()) {
      const next = left.findIndex((step) => step.outcome.previousCount === count);
      if (next >= 0) count = left.splice(next, 1)[0]!.outcome.updatedCount;
      else if (unsure > 0 && count < previousCount) {
        count += 1;
        unsure -= 1;
      } else break;
    }
    if (reaches()) return true;
  }
  return false;
}
