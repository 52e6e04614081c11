// A seeded month of a store: three tills, six staff in shifts, a few hundred members visiting as
// customers do, and each suspicious pattern planted several times among them. Every visit says
// whether it belongs to a planted pattern, so a test can tell the flags it should raise from the
// false ones.
import type { Signal } from '@shared/flags/flagRules';
import type { FlagEvent } from '../../../../src/main/core/flags/flagEvent';
import { seeded } from '../../../fixtures/history';

export type SyntheticVisit = FlagEvent & { at: string; undoes: string | null };

export interface Plant {
  signal: Signal;
  /** The planted visits (for the signals of one day) . */
  keys: string[];
  /** For the signals comparing staff: the person and the week's Monday. */
  staff?: string;
  week?: string;
}

export interface SyntheticMonth {
  visits: SyntheticVisit[];
  plants: Plant[];
  /** The Mondays of the month's four weeks. */
  weeks: string[];
  max: number;
}

export const TILLS = ['Till 1', 'Till 2', 'Till 3'];
export const STAFF = ['Ana', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay'];
const MEMBERS = 300;
const DAYS = 28;
const MAX = 8;
const FIRST = Date.parse('2026-03-02T00:00:00Z'); // a Monday
const DAY_MS = 86_400_000;
const MINUTE = 60_000;
/** Opening hours: 07:00 to 19:00 every day. */
const OPEN = 7 * 60;
const CLOSE = 19 * 60;

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function syntheticMonth(seed: number): SyntheticMonth {
  const rand = seeded(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const visits: SyntheticVisit[] = [];
  const plants: Plant[] = [];
  const counts = new Map<string, number>();
  let serial = 0;
  const members = Array.from({ length: MEMBERS }, (_, i) => ({
    id: `member-${String(i).padStart(3, '0')}`,
    // Most come now and then; a fifth are regulars.
    rate: rand() < 0.2 ? 0.35 + rand() * 0.3 : 0.04 + rand() * 0.2,
  }));
  /** Who works each till in each half of each day: six people, six places, shuffled daily. */
  const rota: string[][][] = [];
  for (let d = 0; d < DAYS; d += 1) {
    const people = [...STAFF].sort(() => rand() - 0.5);
    rota.push([0, 1].map((half) => TILLS.map((_, till) => people[half * 3 + till]!)));
  }
  const staffAt = (atMs: number, till: number) => {
    const d = Math.floor((atMs - FIRST) / DAY_MS);
    const minute = Math.floor((atMs - FIRST - d * DAY_MS) / MINUTE);
    return rota[Math.min(Math.max(d, 0), DAYS - 1)]![minute < 13 * 60 ? 0 : 1]![till]!;
  };

  /** One action: the member's card counted as it goes, the visit written as a till writes it. */
  function act(
    customerId: string,
    kind: SyntheticVisit['kind'],
    atMs: number,
    till: number,
    options: { staff?: string; how?: SyntheticVisit['how']; count?: number; undoes?: string } = {},
  ): SyntheticVisit {
    const before = counts.get(customerId) ?? 0;
    const after =
      kind === 'stamp'
        ? before + 1
        : kind === 'redeem'
          ? 0
          : kind === 'set'
            ? options.count!
            : before - 1;
    counts.set(customerId, after);
    const minuteOfDay = Math.floor(((atMs - FIRST) % DAY_MS) / MINUTE);
    const weekday = Math.floor((atMs - FIRST) / DAY_MS) % 7;
    serial += 1;
    const visit: SyntheticVisit = {
      key: `v${String(serial).padStart(6, '0')}`,
      customerId,
      stationId: `station-${till + 1}`,
      stationName: TILLS[till]!,
      staff: options.staff ?? staffAt(atMs, till),
      kind,
      at: new Date(atMs).toISOString(),
      atMs,
      day: dayOf(atMs),
      minuteOfWeek: weekday * 1440 + minuteOfDay,
      countBefore: before,
      countAfter: after,
      override: false,
      how: options.how ?? (rand() < 0.08 ? pick(['typed', 'picked'] as const) : 'scan'),
      undone: false,
      undoes: options.undoes ?? null,
    };
    visits.push(visit);
    return visit;
  }

  /** A customer at the counter: a reward when the card is full, else a stamp. */
  function customerVisit(customerId: string, atMs: number, till: number, staff?: string) {
    const full = (counts.get(customerId) ?? 0) >= MAX;
    const visit = act(customerId, full ? 'redeem' : 'stamp', atMs, till, staff ? { staff } : {});
    // Now and then a slip of the hand, taken back a moment later.
    if (!full && rand() < 0.01) {
      act(customerId, 'undo', atMs + MINUTE, till, { staff: visit.staff!, undoes: visit.key });
      visit.undone = true;
    }
    return visit;
  }

  const time = (d: number, minute: number) => FIRST + d * DAY_MS + minute * MINUTE;

  // Ordinary traffic: each member at most twice a day, hours apart, at any till.
  for (let d = 0; d < DAYS; d += 1) {
    for (const member of members) {
      if (rand() >= member.rate) continue;
      const twice = rand() < 0.08;
      const first = OPEN + 5 + Math.floor(rand() * (twice ? 240 : CLOSE - OPEN - 10));
      customerVisit(member.id, time(d, first), Math.floor(rand() * 3));
      if (twice)
        customerVisit(
          member.id,
          time(d, first + 300 + Math.floor(rand() * 120)),
          Math.floor(rand() * 3),
        );
    }
    // Now and then a manager's set with a reason (a paper card brought in), by anyone.
    if (rand() < 0.3) {
      const member = pick(members).id;
      const minute = OPEN + 30 + Math.floor(rand() * 600);
      act(member, 'set', time(d, minute), Math.floor(rand() * 3), {
        count: Math.min(MAX - 1, (counts.get(member) ?? 0) + 2),
      });
    }
  }

  // Planted: each pattern several times, on members and days of its own.
  const planted = (signal: Signal, list: SyntheticVisit[]) =>
    plants.push({ signal, keys: list.map((v) => v.key) });
  let planting = 0;
  /** A member of a planted pattern alone, so their card's count follows the pattern. */
  const spare = (n: number) => `planted-${(planting += 1)}-${n}`;

  for (const d of [2, 9, 15, 23]) {
    // A member stamped seven times in an afternoon at one till.
    const member = spare(1);
    planted(
      'manyStamps',
      Array.from({ length: 7 }, (_, i) => act(member, 'stamp', time(d, 14 * 60 + i * 25), 0)),
    );
  }
  for (const d of [3, 11, 18, 24]) {
    // A card filled from empty in under a day: four stamps in the evening, four next morning.
    const member = spare(2);
    const list = [
      ...Array.from({ length: 4 }, (_, i) => act(member, 'stamp', time(d, 16 * 60 + i * 40), 1)),
      ...Array.from({ length: 4 }, (_, i) => act(member, 'stamp', time(d + 1, 8 * 60 + i * 45), 1)),
    ];
    planted('fastFill', list);
  }
  for (const d of [1, 8, 16, 22]) {
    // A card filled by an ordinary last stamp and redeemed twenty minutes later at another till.
    const member = spare(3);
    counts.set(member, MAX - 1);
    const fill = act(member, 'stamp', time(d, 10 * 60), 0);
    planted('quickRedeem', [fill, act(member, 'redeem', time(d, 10 * 60 + 20), 2)]);
  }
  for (const d of [4, 10, 17, 25]) {
    // A member stamped at one till and again at another three minutes later.
    const member = spare(7);
    const minute = 11 * 60 + Math.floor(rand() * 60);
    planted('twoTills', [
      act(member, 'stamp', time(d, minute), 0),
      act(member, 'stamp', time(d, minute + 3), 1),
    ]);
  }
  for (const d of [5, 12, 19, 26]) {
    // Stamps given at half past nine at night, two hours and a half after closing.
    const list = [0, 1].map((i) =>
      act(spare(8), 'stamp', time(d, 21 * 60 + 30 + i * 10), 2, { staff: STAFF[d % 6]! }),
    );
    planted('outsideHours', list);
  }
  for (const d of [6, 13, 20, 27]) {
    // One person's sign-in used at two tills by turns: their actions at Till 1 and Till 2.
    const person = rota[d]![0]![0]!;
    const minute = 9 * 60 + Math.floor(rand() * 60);
    const list = [
      act(spare(9), 'stamp', time(d, minute), 0, { staff: person }),
      act(spare(9), 'stamp', time(d, minute + 2), 1, { staff: person }),
      act(spare(9), 'stamp', time(d, minute + 4), 0, { staff: person }),
    ];
    planted('sharedSignIn', list);
  }

  const weeks = [0, 7, 14, 21].map((d) => dayOf(FIRST + d * DAY_MS));
  /** The days a person works in a week, with the till and the half of the day. */
  const shifts = (person: string, w: number) =>
    Array.from({ length: 7 }, (_, i) => w * 7 + i).flatMap((d) =>
      [0, 1].flatMap((half) => {
        const till = rota[d]![half]!.indexOf(person);
        return till < 0 ? [] : [{ d, half, till }];
      }),
    );
  const during = (shift: { d: number; half: number }) =>
    time(shift.d, (shift.half === 0 ? OPEN : 13 * 60) + 20 + Math.floor(rand() * 320));

  for (const [person, w] of [
    ['Cleo', 1],
    ['Cleo', 2],
    ['Dev', 3],
  ] as const) {
    // A person typing codes or picking from the search for most of their changes.
    for (const visit of visits) {
      if (
        visit.staff === person &&
        visit.day >= weeks[w]! &&
        visit.day < (weeks[w + 1] ?? '9999') &&
        visit.kind !== 'undo' &&
        rand() < 0.6
      ) {
        visit.how = pick(['typed', 'picked'] as const);
      }
    }
    plants.push({ signal: 'typed', keys: [], staff: person, week: weeks[w]! });
  }
  for (const [person, w] of [
    ['Ben', 0],
    ['Ben', 2],
    ['Fay', 3],
  ] as const) {
    // Three friends' cards stamped twice a day on five days of the person's shifts.
    const friends = [spare(4), spare(5), spare(6)];
    for (const shift of shifts(person, w).slice(0, 5)) {
      for (const friend of friends) {
        // Hours apart, both within the shift.
        const first = time(
          shift.d,
          (shift.half === 0 ? OPEN : 13 * 60) + 20 + Math.floor(rand() * 100),
        );
        for (let i = 0; i < 2; i += 1) {
          const full = (counts.get(friend) ?? 0) >= MAX;
          act(friend, full ? 'redeem' : 'stamp', first + i * 150 * MINUTE, shift.till, {
            staff: person,
            how: 'scan',
          });
        }
      }
    }
    plants.push({ signal: 'concentration', keys: [], staff: person, week: weeks[w]! });
  }
  for (const [person, w] of [
    ['Eli', 1],
    ['Eli', 3],
    ['Ana', 2],
  ] as const) {
    // A person setting counts and taking stamps back far more than the others.
    for (const shift of shifts(person, w)) {
      for (let i = 0; i < 2; i += 1) {
        const member = spare(10);
        const at = during(shift);
        if (rand() < 0.5) {
          act(member, 'set', at, shift.till, {
            staff: person,
            count: Math.min(MAX - 1, (counts.get(member) ?? 0) + 3),
          });
        } else {
          const stamp = act(member, 'stamp', at, shift.till, { staff: person });
          act(member, 'undo', at + 30 * MINUTE, shift.till, { staff: person, undoes: stamp.key });
          stamp.undone = true;
        }
      }
    }
    plants.push({ signal: 'corrections', keys: [], staff: person, week: weeks[w]! });
  }

  visits.sort((a, b) => a.atMs - b.atMs || (a.key < b.key ? -1 : 1));
  return { visits, plants, weeks, max: MAX };
}
