// The station's people: kept in the staff file, judged one sign-in at a time, changed by the owner.
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  BADGE_PREFIX,
  LONG_PIN_DIGITS,
  type StaffPolicy,
  type StaffRole,
} from '@shared/ipc/staffContract';
import { failure } from '@shared/i18n/failure';
import { inEnglish } from '@shared/i18n/everyLanguage';
import type { Said } from '@shared/i18n/said';
import { waitOf, type WaitUnit } from '@shared/words/wait';
import { hashPin, pinMatches, wrapped } from './pinHash';
import type { PinKey } from './pinKey';
import {
  loadStaff,
  writeStaffFile,
  type StaffFile,
  type StaffFileState,
  type StoredPerson,
} from './staffFile';

/** Wrong PINs allowed before a wait; each further wrong one doubles it, up to the longest. */
export const FREE_TRIES = 5;
const FIRST_WAIT_MS = 30_000;
export const LONGEST_WAIT_MS = 15 * 60_000;

/** An owner's change to one person, as the store's other stations must learn it. */
export type RosterChange = { person: StoredPerson; removed: boolean };

export class StaffRoster {
  private readonly listeners = new Set<(change: RosterChange) => void>();

  /** The file as last read or written: only this process writes it. */
  private state: StaffFileState;
  /** Sign-ins are judged one at a time, so no guess is hashed while another may start a wait. */
  private judging: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly file: string,
    legacyFile: string,
    private readonly now: () => Date,
    /** The store's PIN key, which new hashes are wrapped with (pinKey.ts). */
    readonly pinKey: PinKey,
  ) {
    this.state = loadStaff(file, legacyFile, now);
    this.wrapKept();
  }

  /**
   * Hears each change the owner makes here, and each PIN hash wrapped with the store's key at a
   * sign-in (not wrong PINs, not changes taken from the store).
   */
  onChange(listener: (change: RosterChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private told(person: StoredPerson, removed = false): StoredPerson {
    for (const listener of this.listeners) listener({ person, removed });
    return person;
  }

  /** When the change being made is stamped (the store's last writer wins by it). */
  private stamp(): string {
    return this.now().toISOString();
  }

  /** The people as the store agreed them (store/records), each one's wrong PINs kept as here. */
  adopt(people: StoredPerson[]): void {
    this.save({ ...this.writable(), people });
  }

  /**
   * Every hash kept before keys wrapped with the store's key now, as a sign-in would (the same
   * salt, no PIN needed), so a copy of this till's files gives up no plain hash of a person who
   * never signs in here again; each is told to the listeners as a sign-in's upgrade is. A
   * person asked to change a short PIN is still asked. Answers the people wrapped.
   */
  wrapKept(): StoredPerson[] {
    if (this.state.kind !== 'ok' || this.pinKey.id === null) return [];
    const file = this.state.file;
    const at = this.stamp();
    const wrappedNow: StoredPerson[] = [];
    const people = file.people.map((person) => {
      const pin = wrapped(person.pin, this.pinKey);
      if (!pin) return person;
      const upgraded = { ...person, pin, updatedAt: at };
      wrappedNow.push(upgraded);
      return upgraded;
    });
    if (wrappedNow.length === 0) return [];
    this.save({ ...file, people });
    return wrappedNow.map((person) => this.told(person));
  }

  /** Why nobody can sign in, in English for logs and the session's view; `problemSaid` says it. */
  get problem(): string | null {
    return this.state.kind === 'damaged' ? inEnglish(this.state.problem) : null;
  }

  get problemSaid(): Said | null {
    return this.state.kind === 'damaged' ? this.state.problem : null;
  }

  people(): readonly StoredPerson[] {
    return this.state.kind === 'ok' ? this.state.file.people : [];
  }

  policy(): StaffPolicy {
    return this.state.kind === 'ok'
      ? this.state.file.policy
      : { idleMinutes: 10, anyCashier: true };
  }

  find(id: string): StoredPerson | undefined {
    return this.people().find((person) => person.id === id);
  }

  /** The person whose PIN this is, after the per-person wait rules; a wrong PIN is refused. */
  judgePin(id: string, pin: string): Promise<StoredPerson> {
    const turn = this.judging.then(() => this.judge(id, pin));
    this.judging = turn.catch(() => undefined);
    return turn;
  }

  private async judge(id: string, pin: string): Promise<StoredPerson> {
    const current = this.findOrRefuse(id);
    const now = this.now().getTime();
    if (current.waitUntil && current.waitUntil > now) {
      throw failure('rateLimited', 'store.pin.wait', waitValues(current.waitUntil - now), {
        waitUntil: new Date(current.waitUntil).toISOString(),
      });
    }
    // Counted as wrong on disk before hashing: a crash or a kill while hashing still counts it.
    const wrongTries = current.wrongTries + 1;
    const over = wrongTries - FREE_TRIES;
    const waitUntil = over >= 0 ? now + Math.min(FIRST_WAIT_MS * 2 ** over, LONGEST_WAIT_MS) : null;
    this.replace({ ...current, wrongTries, waitUntil });
    if (await pinMatches(pin, current.pin, this.pinKey)) {
      // Kept until the PIN changes: an owner or a manager with a short one is asked to change it.
      const shortPin = current.role !== 'cashier' && pin.length < LONG_PIN_DIGITS;
      const right: StoredPerson = {
        ...withoutShortPin(this.findOrRefuse(id)),
        ...(shortPin ? { shortPin } : {}),
        wrongTries: 0,
        waitUntil: null,
      };
      // A hash kept before keys is wrapped now, here and in the store (the same salt, no new PIN).
      const upgraded = wrapped(right.pin, this.pinKey);
      const person = upgraded ? { ...right, pin: upgraded, updatedAt: this.stamp() } : right;
      this.replace(person);
      return upgraded ? this.told(person) : person;
    }
    throw waitUntil
      ? failure('forbidden', 'store.pin.wrongWait', waitValues(waitUntil - now), {
          waitUntil: new Date(waitUntil).toISOString(),
        })
      : failure('forbidden', 'store.pin.wrong', { tries: FREE_TRIES - wrongTries });
  }

  /** The person holding this badge; its digest is compared, in constant time, with each kept one. */
  matchBadge(code: string): StoredPerson {
    this.writable();
    const given = digest(code.trim());
    const holder = this.people().find(
      (person) =>
        person.badgeHash !== null && timingSafeEqual(given, Buffer.from(person.badgeHash, 'hex')),
    );
    if (!holder) {
      throw failure('forbidden', 'store.staff.unknownBadge');
    }
    return holder;
  }

  async add(name: string, role: StaffRole, pin: string): Promise<StoredPerson> {
    const file = this.writable();
    if (file.people.length === 0 && role !== 'owner') {
      throw failure('invalid', 'store.staff.firstIsOwner');
    }
    this.refuseTakenName(name, null);
    const person: StoredPerson = {
      id: randomUUID(),
      name,
      role,
      pin: await hashPin(pin, this.pinKey),
      badgeHash: null,
      wrongTries: 0,
      waitUntil: null,
      createdAt: this.now().toISOString(),
      updatedAt: this.stamp(),
    };
    this.refuseTakenName(name, null);
    this.save({ ...this.writable(), people: [...this.writable().people, person] });
    return this.told(person);
  }

  async update(
    id: string,
    change: { name?: string; role?: StaffRole; pin?: string },
  ): Promise<StoredPerson> {
    this.findOrRefuse(id);
    if (change.name !== undefined) this.refuseTakenName(change.name, id);
    const pin = change.pin === undefined ? undefined : await hashPin(change.pin, this.pinKey);
    // Read again after hashing: another change may have landed meanwhile.
    const current = this.findOrRefuse(id);
    if (change.role && change.role !== 'owner')
      this.refuseLastOwner(current, 'store.staff.lastOwnerStays');
    const person: StoredPerson = {
      ...current,
      ...(change.name === undefined ? {} : { name: change.name }),
      ...(change.role === undefined ? {} : { role: change.role }),
      ...(pin === undefined ? {} : { pin, wrongTries: 0, waitUntil: null }),
      updatedAt: this.stamp(),
    };
    if (pin !== undefined) delete person.shortPin;
    this.replace(person);
    return this.told(person);
  }

  /**
   * The person's own new PIN, their current one judged first as at a sign-in (wrong tries
   * counted): an owner's or a manager's long enough, and not the one they have.
   */
  async changeOwnPin(id: string, pin: string, newPin: string): Promise<StoredPerson> {
    const person = await this.judgePin(id, pin);
    if (person.role !== 'cashier' && newPin.length < LONG_PIN_DIGITS) {
      throw failure('invalid', 'store.staff.pinTooShort', { digits: LONG_PIN_DIGITS }, newPinField);
    }
    if (await pinMatches(newPin, person.pin, this.pinKey)) {
      throw failure('invalid', 'store.staff.pinSame', undefined, newPinField);
    }
    return this.update(id, { pin: newPin });
  }

  remove(id: string): void {
    const current = this.findOrRefuse(id);
    this.refuseLastOwner(current, 'store.staff.lastOwnerRemoved');
    const file = this.writable();
    this.save({ ...file, people: file.people.filter((person) => person.id !== id) });
    this.told({ ...current, updatedAt: this.stamp() }, true);
  }

  /** A new badge code for the person, answered once; only its digest is kept. */
  issueBadge(id: string): { person: StoredPerson; badge: string } {
    const current = this.findOrRefuse(id);
    const badge = BADGE_PREFIX + base32(randomBytes(16));
    const person = {
      ...current,
      badgeHash: digest(badge).toString('hex'),
      updatedAt: this.stamp(),
    };
    this.replace(person);
    return { person: this.told(person), badge };
  }

  clearBadge(id: string): StoredPerson {
    const person = { ...this.findOrRefuse(id), badgeHash: null, updatedAt: this.stamp() };
    this.replace(person);
    return this.told(person);
  }

  setPolicy(policy: StaffPolicy): void {
    this.save({ ...this.writable(), policy: { ...policy } });
  }

  private findOrRefuse(id: string): StoredPerson {
    this.writable();
    const person = this.find(id);
    if (!person) {
      throw failure('notFound', 'store.staff.gone');
    }
    return person;
  }

  private refuseTakenName(name: string, ownId: string | null): void {
    const wanted = name.trim().toLocaleLowerCase();
    const taken = this.people().some(
      (person) => person.id !== ownId && person.name.toLocaleLowerCase() === wanted,
    );
    if (taken) {
      throw failure('invalid', 'store.staff.nameTaken', { name: name.trim() });
    }
  }

  private refuseLastOwner(
    person: StoredPerson,
    refusal: 'store.staff.lastOwnerStays' | 'store.staff.lastOwnerRemoved',
  ): void {
    const owners = this.people().filter((other) => other.role === 'owner');
    if (person.role === 'owner' && owners.length === 1) {
      throw failure('invalid', refusal, { name: person.name });
    }
  }

  private writable(): StaffFile {
    if (this.state.kind === 'damaged') {
      throw failure('forbidden', this.state.problem.id, this.state.problem.values);
    }
    return this.state.file;
  }

  private replace(person: StoredPerson): void {
    const file = this.writable();
    this.save({ ...file, people: file.people.map((p) => (p.id === person.id ? person : p)) });
  }

  private save(file: StaffFile): void {
    writeStaffFile(this.file, file);
    this.state = { kind: 'ok', file };
  }
}

/** A refusal about the new PIN names its field, so the form shows it there. */
const newPinField = { field: 'newPin' };

function withoutShortPin(person: StoredPerson): StoredPerson {
  const { shortPin: _, ...rest } = person;
  return rest;
}

/** A wait as a message's values (`unit` and `n`), by the one rule a wait is said by. */
function waitValues(ms: number): { unit: WaitUnit; n: number } {
  const { count, unit } = waitOf(ms);
  return { unit, n: count };
}

const digest = (code: string): Buffer => createHash('sha256').update(code, 'utf8').digest();

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 letters, without padding: 16 random bytes give 26 letters, 128 bits. */
function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}
