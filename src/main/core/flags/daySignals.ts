// The signals read from one day's visits: a member stamped too often, a card filled from empty or
// redeemed just after, a member stamped at two tills, stamps outside the opening hours, and one
// person acting at two tills by turns. Pure: the visits in, the flags out, worked out a member
// (or a person) at a time so a caller can give the event loop turns between.
import type { FlagRules, OpeningHours } from '@shared/flags/flagRules';
import type { FlagEvent, FoundFlag } from './flagEvent';

const MINUTE_MS = 60_000;
const DAY_MINUTES = 1440;

export interface DayContext {
  rules: FlagRules;
  /** The program's full card; null when not known (the card signals are then silent). */
  max: number | null;
  hours: OpeningHours;
}

const stations = (events: readonly FlagEvent[]) => [...new Set(events.map((e) => e.stationName))];

function groupBy<K>(events: readonly FlagEvent[], keyOf: (e: FlagEvent) => K): Map<K, FlagEvent[]> {
  const groups = new Map<K, FlagEvent[]>();
  for (const event of events) {
    const key = keyOf(event);
    const list = groups.get(key);
    if (list) list.push(event);
    else groups.set(key, [event]);
  }
  return groups;
}

const counted = (e: FlagEvent) => e.kind !== 'undo' && !e.undone;
const isStamp = (e: FlagEvent) => e.kind === 'stamp' && !e.undone;

function flagOf(
  signal: FoundFlag['signal'],
  day: string,
  evidence: readonly FlagEvent[],
  figures: Record<string, number>,
  who: { customerId?: string; staff?: string | null },
): FoundFlag {
  return {
    signal,
    day,
    fromDay: day,
    toDay: day,
    customerId: who.customerId ?? null,
    staff: who.staff ?? null,
    stations: stations(evidence),
    evidence: evidence.map((e) => e.key),
    figures,
  };
}

/**
 * A signal's work: yields the visits it has looked at since it last yielded (a member's or a
 * person's), pushing what it finds into `found` as it goes.
 */
type Steps = Generator<number, void, void>;

function* manyStamps(
  day: string,
  byMember: Map<string, FlagEvent[]>,
  most: number,
  found: FoundFlag[],
): Steps {
  for (const [customerId, events] of byMember) {
    const stamps = events.filter((e) => e.day === day && isStamp(e));
    if (stamps.length > most) {
      found.push(
        flagOf('manyStamps', day, stamps, { stamps: stamps.length, most }, { customerId }),
      );
    }
    yield events.length;
  }
}

/**
 * Cards filled (a stamp or a set reaching the full card) within `hours` of being empty, and
 * rewards redeemed within `minutes` of the card's filling; each listed on the day it happened.
 */
function* cardSignals(
  day: string,
  byMember: Map<string, FlagEvent[]>,
  ctx: DayContext,
  found: FoundFlag[],
): Steps {
  const { max, rules } = ctx;
  if (max === null) return;
  for (const [customerId, events] of byMember) {
    let emptyFrom: number | null = null;
    let run: FlagEvent[] = [];
    let filled: FlagEvent | null = null;
    for (const event of events.filter(counted)) {
      const before = event.countBefore;
      if (event.kind === 'stamp' && before === 0) {
        emptyFrom = event.atMs;
        run = [];
      }
      if (event.kind === 'stamp' || event.kind === 'set') run.push(event);
      const fills =
        (event.kind === 'stamp' || event.kind === 'set') && (event.countAfter ?? 0) >= max;
      if (fills && (before ?? max) < max) {
        filled = event;
        const hours = (event.atMs - (emptyFrom ?? Infinity)) / (60 * MINUTE_MS);
        if (
          rules.fastFill.on &&
          event.day === day &&
          emptyFrom !== null &&
          hours <= rules.fastFill.hours
        ) {
          const stamps = run.filter((e) => e.kind === 'stamp').length;
          found.push(
            flagOf(
              'fastFill',
              day,
              run,
              { stamps, minutes: Math.round(hours * 60), hours: rules.fastFill.hours },
              { customerId },
            ),
          );
        }
      }
      if (event.kind === 'redeem') {
        const minutes = filled ? (event.atMs - filled.atMs) / MINUTE_MS : Infinity;
        if (rules.quickRedeem.on && event.day === day && minutes <= rules.quickRedeem.minutes) {
          found.push(
            flagOf(
              'quickRedeem',
              day,
              [filled!, event],
              { minutes: Math.round(minutes), most: rules.quickRedeem.minutes },
              { customerId },
            ),
          );
        }
        filled = null;
      }
      if ((event.countAfter ?? null) === 0) {
        emptyFrom = event.kind === 'stamp' ? emptyFrom : event.atMs;
        run = [];
      }
    }
    yield events.length;
  }
}

/** A member stamped at one till, then at another within `minutes`. */
function* twoTills(
  day: string,
  byMember: Map<string, FlagEvent[]>,
  minutes: number,
  found: FoundFlag[],
): Steps {
  for (const [customerId, events] of byMember) {
    const stamps = events.filter(isStamp);
    const pairs = new Set<FlagEvent>();
    let closest = Infinity;
    for (let i = 1; i < stamps.length; i += 1) {
      const [a, b] = [stamps[i - 1]!, stamps[i]!];
      const apart = (b.atMs - a.atMs) / MINUTE_MS;
      if (b.day === day && a.stationId !== b.stationId && apart <= minutes) {
        pairs.add(a).add(b);
        closest = Math.min(closest, apart);
      }
    }
    if (pairs.size > 0) {
      found.push(
        flagOf(
          'twoTills',
          day,
          [...pairs],
          { stamps: pairs.size, minutes: Math.round(closest), most: minutes },
          { customerId },
        ),
      );
    }
    yield events.length;
  }
}

/** Whether a minute of the week falls within the opening hours, `grace` minutes either side. */
export function withinHours(
  hours: NonNullable<OpeningHours>,
  minuteOfWeek: number,
  grace: number,
): boolean {
  const weekday = Math.floor(minuteOfWeek / DAY_MINUTES);
  const minute = minuteOfWeek % DAY_MINUTES;
  const toMinutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
  const inside = (day: number, at: number) => {
    const open = hours[(day + 7) % 7];
    if (!open) return false;
    const from = toMinutes(open.open);
    let to = toMinutes(open.close);
    if (to <= from) to += DAY_MINUTES;
    return at >= from - grace && at <= to + grace;
  };
  // Today's hours, or last night's running past midnight.
  return inside(weekday, minute) || inside(weekday - 1, minute + DAY_MINUTES);
}

/** Visits looked at before a turn may be taken, where a signal reads a day's visits in one list. */
const VISITS_PER_STEP = 250;

function* outsideHours(
  day: string,
  events: readonly FlagEvent[],
  ctx: DayContext,
  found: FoundFlag[],
): Steps {
  const hours = ctx.hours;
  if (!hours) return;
  const grace = ctx.rules.outsideHours.graceMinutes;
  const outside: FlagEvent[] = [];
  for (let from = 0; from < events.length; from += VISITS_PER_STEP) {
    for (const e of events.slice(from, from + VISITS_PER_STEP)) {
      if (e.day === day && counted(e) && !withinHours(hours, e.minuteOfWeek, grace)) {
        outside.push(e);
      }
    }
    yield Math.min(VISITS_PER_STEP, events.length - from);
  }
  for (const group of groupBy(outside, (e) => `${e.stationId}|${e.staff ?? ''}`).values()) {
    found.push(
      flagOf(
        'outsideHours',
        day,
        group,
        { changes: group.length, grace },
        { staff: group[0]!.staff },
      ),
    );
  }
}

/** One person's actions at one till, at a second, and at a first again, all within `minutes`. */
function* sharedSignIn(
  day: string,
  events: readonly FlagEvent[],
  minutes: number,
  found: FoundFlag[],
): Steps {
  const ofDay = events.filter((e) => e.day === day && e.staff !== null);
  for (const [staff, mine] of groupBy(ofDay, (e) => e.staff!)) {
    const runs: FlagEvent[][] = [];
    for (const event of mine) {
      const last = runs.at(-1);
      if (last && last[0]!.stationId === event.stationId) last.push(event);
      else runs.push([event]);
    }
    const evidence = new Set<FlagEvent>();
    for (let i = 2; i < runs.length; i += 1) {
      const [first, middle, third] = [runs[i - 2]!, runs[i - 1]!, runs[i]!];
      if ((third[0]!.atMs - first.at(-1)!.atMs) / MINUTE_MS <= minutes) {
        for (const event of [first.at(-1)!, ...middle, third[0]!]) evidence.add(event);
      }
    }
    if (evidence.size > 0) {
      const shown = [...evidence].sort((a, b) => a.atMs - b.atMs);
      found.push(
        flagOf(
          'sharedSignIn',
          day,
          shown,
          { changes: shown.length, tills: stations(shown).length, most: minutes },
          { staff },
        ),
      );
    }
    yield mine.length;
  }
}

/**
 * The day's flags, worked out in steps: each yields the visits looked at since the one before
 * (a member's, a person's, or a few hundred), and the last returns the flags. `events` holds the
 * day's visits and those of the days before it the rules look back over (a card's filling),
 * oldest first, and must not change until the last step.
 */
export function* daySignalSteps(
  day: string,
  events: readonly FlagEvent[],
  ctx: DayContext,
): Generator<number, FoundFlag[], void> {
  const { rules } = ctx;
  const found: FoundFlag[] = [];
  const byMember = groupBy(events, (e) => e.customerId);
  yield events.length;
  if (rules.manyStamps.on) yield* manyStamps(day, byMember, rules.manyStamps.most, found);
  yield* cardSignals(day, byMember, ctx, found);
  if (rules.twoTills.on) yield* twoTills(day, byMember, rules.twoTills.minutes, found);
  if (rules.outsideHours.on) yield* outsideHours(day, events, ctx, found);
  if (rules.sharedSignIn.on) yield* sharedSignIn(day, events, rules.sharedSignIn.minutes, found);
  return found;
}

/** The day's flags in one piece (see `daySignalSteps`). */
export function daySignals(
  day: string,
  events: readonly FlagEvent[],
  ctx: DayContext,
): FoundFlag[] {
  const steps = daySignalSteps(day, events, ctx);
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}
