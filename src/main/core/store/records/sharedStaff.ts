// The store's people, shared: the owner adds Mia at one till and she signs in at another. The
// latest change to a person wins by its time; wrong PINs and their waits stay at the station
// they were typed at; a merge never leaves the store without an owner.
import { z } from 'zod';
import { isWrapOf } from '../../staff/pinHash';
import type { PinKey } from '../../staff/pinKey';
import type { RosterChange } from '../../staff/roster';
import type { StaffSession } from '../../staff/session';
import { storedPerson, type StoredPerson } from '../../staff/staffFile';
import type { StoreWorkspace } from '../storeWorkspace';
import { sharedMap } from '../sharedDoc';
import { readEntries } from './recordShapes';

/** A person as the store knows them: as kept here, but for the wrong PINs typed at each till. */
export const sharedPerson = storedPerson
  .pick({ name: true, role: true, pin: true, badgeHash: true, createdAt: true })
  .extend({ updatedAt: z.iso.datetime(), removed: z.boolean().optional() });
type SharedPerson = z.infer<typeof sharedPerson>;
const personId = z.uuid();

const changedAt = (person: StoredPerson): string => person.updatedAt ?? person.createdAt;

function asShared(person: StoredPerson, removed: boolean): SharedPerson {
  const { name, role, pin, badgeHash, createdAt } = person;
  return {
    name,
    role,
    pin,
    badgeHash,
    createdAt,
    updatedAt: changedAt(person),
    ...(removed ? { removed } : {}),
  };
}

/** The entry before, when `after` changes nothing of it but the PIN and its time. */
function onlyPinAndTimeChanged(before: unknown, after: SharedPerson): SharedPerson | null {
  const was = sharedPerson.safeParse(before);
  if (!was.success || was.data.removed || after.removed) return null;
  const kept = was.data;
  const same =
    kept.name === after.name &&
    kept.role === after.role &&
    kept.badgeHash === after.badgeHash &&
    kept.createdAt === after.createdAt;
  return same ? kept : null;
}

/** The entry before, when `after` changes nothing of it but the PIN (and is not older). */
function onlyPinChanged(before: unknown, after: SharedPerson): SharedPerson | null {
  const kept = onlyPinAndTimeChanged(before, after);
  return kept !== null && after.updatedAt >= kept.updatedAt ? kept : null;
}

/**
 * Whether `after` changes nothing of `before` but wrap its PIN's hash, kept before keys, with the
 * store's key: checked here with this till's own key, so no till can set a PIN this way. The
 * same wrap from another till, made at the same time as this one's, changes nothing and is taken.
 */
export function isPinWrap(before: unknown, after: SharedPerson, pinKey: PinKey): boolean {
  // Made earlier or later than this till's own: either way it changes nothing but a time.
  const ours = onlyPinAndTimeChanged(before, after);
  const sameWrap =
    ours !== null &&
    ours.pin.key !== undefined &&
    ours.pin.key === pinKey.id &&
    JSON.stringify(ours.pin) === JSON.stringify(after.pin);
  const kept = onlyPinChanged(before, after);
  return sameWrap || (kept !== null && isWrapOf(kept.pin, after.pin, pinKey));
}

/** Whether `after` is the person `key` changing nothing but their own PIN, vouched by them. */
export function isOwnPinChange(
  key: string,
  before: unknown,
  after: SharedPerson,
  person: string | null,
): boolean {
  return person === key && onlyPinChanged(before, after) !== null;
}

/** What the shared staff use of the station (the core's context is one). */
interface StaffStation {
  readonly staff: Pick<StaffSession, 'roster' | 'changed'>;
  now(): Date;
}

export class StoreStaff {
  constructor(
    private readonly ctx: StaffStation,
    private readonly ws: StoreWorkspace,
  ) {}

  private get map() {
    return sharedMap(this.ws.shared.doc, 'staff');
  }

  /** Hears the owner's changes here; answers how to stop. */
  listen(): () => void {
    return this.ctx.staff.roster.onChange((change: RosterChange) =>
      this.map.set(change.person.id, asShared(change.person, change.removed)),
    );
  }

  /** At opening: each person changed here later than the store last heard is told to it. */
  publishNewer(): void {
    const known = new Map(readEntries(this.map, sharedPerson).entries);
    let wrappedPlain = false;
    this.ws.shared.doc.transact(() => {
      for (const person of this.ctx.staff.roster.people()) {
        const theirs = known.get(person.id);
        if (!theirs || theirs.updatedAt < changedAt(person)) {
          this.map.set(person.id, asShared(person, false));
          wrappedPlain ||=
            theirs !== undefined && theirs.pin.key === undefined && person.pin.key !== undefined;
        }
      }
    });
    if (wrappedPlain) this.dropPlainHashes();
  }

  /**
   * The document's log of past updates rewritten from its state once a plain hash in it is
   * wrapped, then the database's log and backups renewed after the transaction under way: a copy
   * of this till's files then holds no plain hash either.
   */
  private dropPlainHashes(): void {
    this.ws.db.transaction(() => this.ws.shared.compact())();
    void Promise.resolve()
      .then(() => this.ws.forgetOldCopies())
      .catch(() => undefined);
  }

  /**
   * The store's changes newer than this station's taken in, keeping each person's wrong PINs
   * and wait as they are here. If the store would be left without an owner, the owner changed
   * most recently stays one, and the store is told. Answers the keys skipped as unusable.
   */
  takeIn(keys?: Iterable<string>): string[] {
    const roster = this.ctx.staff.roster;
    if (roster.problem) return [];
    const { entries, skipped } = readEntries(this.map, sharedPerson, keys);
    const before = roster.people();
    const mine = new Map(before.map((person) => [person.id, person]));
    let people = [...before];
    let changed = false;
    for (const [id, entry] of entries) {
      if (!personId.safeParse(id).success) {
        skipped.push(id.slice(0, 80));
        continue;
      }
      const here = mine.get(id);
      if (here ? changedAt(here) >= entry.updatedAt : entry.removed) continue;
      changed = true;
      people = people.filter((person) => person.id !== id);
      if (entry.removed) continue;
      const { removed: _, ...fields } = entry;
      people.push({
        id,
        ...fields,
        wrongTries: here?.wrongTries ?? 0,
        waitUntil: here?.waitUntil ?? null,
        // Asked to change a short PIN until it changes: a wrapped hash keeps its salt.
        ...(here?.shortPin && here.pin.salt === fields.pin.salt ? { shortPin: true } : {}),
      });
    }
    if (!changed) return skipped;
    const kept = keepAnOwner(before, people, this.ctx.now().toISOString());
    roster.adopt(kept.people);
    if (kept.restored) this.map.set(kept.restored.id, asShared(kept.restored, false));
    // A hash the store still keeps plain is wrapped here at once (and the store told) when this
    // till holds the key: after joining, or from a till that had none.
    if (roster.wrapKept().length > 0) this.dropPlainHashes();
    this.ctx.staff.changed();
    return skipped;
  }
}

/** The last-owner rule after a merge: the owner changed most recently here stays an owner. */
function keepAnOwner(
  before: readonly StoredPerson[],
  after: StoredPerson[],
  now: string,
): { people: StoredPerson[]; restored: StoredPerson | null } {
  const owners = before.filter((person) => person.role === 'owner');
  if (owners.length === 0 || after.some((person) => person.role === 'owner')) {
    return { people: after, restored: null };
  }
  const newest = owners.reduce((a, b) => (changedAt(b) > changedAt(a) ? b : a));
  const restored: StoredPerson = { ...newest, role: 'owner', updatedAt: now };
  return { people: [...after.filter((p) => p.id !== newest.id), restored], restored };
}
