// The store's shared state as stations would replicate it, and the one interface every candidate
// engine implements so the same scenarios measure each of them alike.
import { createHash } from 'node:crypto';

export type Action = 'stamp' | 'redeem';

/** One check-in as a station records it: written once by its station, never edited after. */
export interface CheckIn {
  id: string;
  member: string;
  station: string;
  action: Action;
  at: number;
}

export interface Member {
  name: string;
  phone: string;
  tier: string;
}

export interface Enrolment {
  localId: string;
  station: string;
  name: string;
  at: number;
}

/** A directory edit sets one field of one member, so two tills editing different fields both keep theirs. */
export interface MemberEdit {
  member: string;
  field: keyof Member;
  value: string;
}

/**
 * Every collection is a flat map keyed by ids the writer alone owns (an item id, a member and
 * station pair), never a nested container that two stations could each create: concurrent
 * creation of the same nested map makes one station's contents lose in Yjs, Automerge and Loro.
 */
export const seenKey = (member: string, station: string): string => `${member}/${station}`;

export interface Counts {
  items: number;
  members: number;
  enrolments: number;
}

export interface Replica {
  /** Writes the check-ins and the counts this station last saw (by seenKey) in one local transaction. */
  checkIn(items: readonly CheckIn[], seen: ReadonlyMap<string, number>): void;
  enrol(enrolments: readonly Enrolment[]): void;
  editMembers(edits: readonly MemberEdit[]): void;
  seedDirectory(members: ReadonlyMap<string, Member>): void;
  counts(): Counts;
  /** A hash over the whole visible state, read from the engine's document, not from any cache. */
  digest(): Promise<StateDigest>;
  /** Called with check-ins that arrived from other stations, as soon as the engine applies them. */
  onRemoteCheckIns(listener: (items: CheckIn[]) => void): void;
  /** Called after any change, local or remote, so waits can re-check their condition. */
  onChange(listener: () => void): void;
  connect(port: number): void;
  /** Persists whatever the engine buffers, so storage is measured at rest. */
  flush(): Promise<void>;
  /** Runs the engine's own compaction and returns what it did. */
  compact(): Promise<{ note: string; compactBytes?: number }>;
  close(): Promise<void>;
}

export interface StateDigest {
  hash: string;
  items: number;
  redemptions: number;
  members: number;
  enrolments: number;
  seen: number;
  /** Check-ins per station, to show none was lost or doubled. */
  perStation: Record<string, number>;
}

export interface StateSnapshot {
  items: Iterable<[string, CheckIn]>;
  members: Iterable<[string, Partial<Member>]>;
  enrolments: Iterable<[string, Enrolment]>;
  seen: Iterable<[string, number]>;
}

/** One digest for every engine, so equal state means an equal hash whatever stored it. */
export function digestOf(state: StateSnapshot): StateDigest {
  const hash = createHash('sha256');
  const sorted = <T>(entries: Iterable<[string, T]>) =>
    [...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const perStation: Record<string, number> = {};
  const items = sorted(state.items);
  let redemptions = 0;
  for (const [key, item] of items) {
    hash.update(`i|${key}|${item.member}|${item.station}|${item.action}|${item.at}\n`);
    perStation[item.station] = (perStation[item.station] ?? 0) + 1;
    if (item.action === 'redeem') redemptions += 1;
  }
  const members = sorted(state.members);
  for (const [key, m] of members) hash.update(`m|${key}|${m.name}|${m.phone}|${m.tier}\n`);
  const enrolments = sorted(state.enrolments);
  for (const [key, e] of enrolments) hash.update(`e|${key}|${e.station}|${e.name}|${e.at}\n`);
  const seen = sorted(state.seen);
  for (const [key, count] of seen) hash.update(`s|${key}|${count}\n`);
  return {
    hash: hash.digest('hex').slice(0, 16),
    items: items.length,
    redemptions,
    members: members.length,
    enrolments: enrolments.length,
    seen: seen.length,
    perStation,
  };
}
