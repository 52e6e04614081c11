// The store's work as the benchmark generates it: a directory of members, check-ins spread over
// them (one in ten a redemption), enrolments and directory edits, all repeatable from a seed.
import type { CheckIn, Enrolment, Member, MemberEdit } from './model';
import { seenKey } from './model';
import { seeded as random } from '../../test/fixtures/history';

export const seedOf = (text: string): number =>
  [...text].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), 2166136261);

export const memberId = (n: number): string => `m${String(n).padStart(6, '0')}`;

export function directory(size: number): Map<string, Member> {
  const members = new Map<string, Member>();
  for (let n = 0; n < size; n += 1) {
    members.set(memberId(n), {
      name: `Member ${n}`,
      phone: `+4930${String(1_000_000 + n)}`,
      tier: n % 10 === 0 ? 'gold' : 'standard',
    });
  }
  return members;
}

/** A station's stream of check-ins; it remembers the count it last saw per member, as a till does. */
export class CheckInStream {
  readonly #next: () => number;
  readonly #counts = new Map<string, number>();
  #sequence = 0;

  constructor(
    readonly station: string,
    readonly tag: string,
    readonly members: number,
  ) {
    this.#next = random(seedOf(`${station}/${tag}`));
  }

  take(count: number, at = Date.now()): { items: CheckIn[]; seen: Map<string, number> } {
    const items: CheckIn[] = [];
    const seen = new Map<string, number>();
    for (let i = 0; i < count; i += 1) {
      const member = memberId(Math.floor(this.#next() * this.members));
      const action = this.#next() < 0.1 ? 'redeem' : 'stamp';
      const countSeen = action === 'redeem' ? 0 : (this.#counts.get(member) ?? 0) + 1;
      this.#counts.set(member, countSeen);
      seen.set(seenKey(member, this.station), countSeen);
      this.#sequence += 1;
      items.push({
        id: `${this.station}.${this.tag}.${this.#sequence}`,
        member,
        station: this.station,
        action,
        at,
      });
    }
    return { items, seen };
  }
}

export function enrolments(station: string, tag: string, count: number, at: number): Enrolment[] {
  return Array.from({ length: count }, (_, n) => ({
    localId: `local.${station}.${tag}.${n}`,
    station,
    name: `New member ${station} ${n}`,
    at,
  }));
}

/**
 * Directory edits: half on members only this station touches, half on members every station
 * edits in the same run, so the reconnect has real field conflicts to settle.
 */
export function memberEdits(
  station: string,
  tag: string,
  count: number,
  members: number,
): MemberEdit[] {
  const next = random(seedOf(`edits/${station}/${tag}`));
  return Array.from({ length: count }, (_, n) => {
    const shared = n % 2 === 0;
    const member = memberId(shared ? n : Math.floor(next() * members));
    return { member, field: 'phone', value: `+4940${station}${tag}${n}` };
  });
}
