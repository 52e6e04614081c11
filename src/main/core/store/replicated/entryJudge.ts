// Whether one entry of a peer's change may stand, judged against its record type (recordTypes.ts):
// the shape of its key and value, its vouch (signed by a station this one pinned, with its
// certificate), its times, whose entry it is, the role of the person who vouched, the record's own
// rule, the caps, and for a deletion the record's delete rule. Also whether an entry can be judged
// yet: its writer's certificate and station, and its person, known here.
import { createHash, type KeyObject } from 'node:crypto';
import type * as Y from 'yjs';
import { mayAct, type LeastRole } from '@shared/ipc/access';
import type { StaffRole } from '@shared/ipc/staffContract';
import type { PinKey } from '../../staff/pinKey';
import { erasedIn, erasureKeysIn } from '../records/erasures';
import { sharedPerson } from '../records/sharedStaff';
import { SHARED_MAPS, sharedMap, type SharedMapName } from '../sharedDoc';
import { sharedStation } from '../stationShapes';
import type { HybridClock } from './hybridClock';
import { RECORD_TYPES, type JudgeContext } from './recordTypes';
import type { UpdateEntry } from './updateEntries';
import {
  isPlainObject,
  publicKeyOf,
  splitVouch,
  vouch,
  vouchHolds,
  VOUCH_FIELD,
  writerOf,
} from './vouch';

/** Why a peer's change was refused, for the count and the journal. */
export type RefusalReason =
  | 'unknownType'
  | 'shape'
  | 'tooLarge'
  | 'unsigned'
  | 'unknownWriter'
  /**
   * Written by a till the store forgot, and carried by another: the carrier may not have
   * learned of the forgetting yet, so the entry is undone but not held against the carrier.
   */
  | 'forgottenWriter'
  | 'badSignature'
  | 'future'
  | 'notTheirs'
  | 'notAllowed'
  | 'overCap'
  | 'deletion';

/** What this station knows of its store, by which a peer's entries are judged. */
export interface EntryJudgeDeps {
  stationId: string;
  now(): number;
  /** The store's people as this station knows them (its own staff, kept in step with the store). */
  staff(): readonly { id: string; role: StaffRole }[];
  /** The store's PIN key, by which a hash kept before keys may be seen wrapped by any till. */
  pinKey: PinKey;
  /** The stations this station pinned, and its store. */
  roster: {
    readonly storeId: string | null;
    get(stationId: string): { fingerprint: string; forgotten?: boolean | undefined } | undefined;
  };
}

/** One key's change in a peer's transaction, as Yjs tells it. */
export interface EntryChange {
  action: 'add' | 'update' | 'delete';
  oldValue: unknown;
}

/** What one peer's change is judged against while its entries are judged one by one. */
export interface Hearing {
  /** The station of the link the change came by. */
  carrier: string;
  /** Whether the same change erased a member (an erasure entry of it stands). */
  erasing: boolean;
  /** An entry as it stands for the judging (a change not judged yet, or refused, left out). */
  standing(name: SharedMapName, key: string): unknown;
  /** The change's staff entries while they are not judged yet: they grant no role until then. */
  unjudgedStaff: ReadonlyMap<string, EntryChange> | null;
}

const MAX_KEY = 300;

/** A certificate's fingerprint, from its base64 DER. */
const derFingerprint = (der: string): string =>
  createHash('sha256').update(Buffer.from(der, 'base64')).digest('hex');

export class EntryJudge {
  /** Public keys by certificate fingerprint: a fingerprint names one key for good. */
  private readonly publicKeys = new Map<string, KeyObject>();
  /** The document as it stands, for what is asked outside a peer's change. */
  private readonly asItStands = (name: SharedMapName, key: string): unknown =>
    sharedMap(this.doc, name).get(key);

  constructor(
    private readonly doc: Y.Doc,
    /** This station's clock: a peer's time is measured by it, and an accepted one moves it on. */
    private readonly clock: HybridClock,
    private readonly deps: EntryJudgeDeps,
  ) {}

  /**
   * A new or changed entry (`value`: as the peer wrote it): null when it stands, else why not.
   * `counted`: the map's entries per writing station before it.
   */
  write(
    name: SharedMapName,
    key: string,
    value: unknown,
    change: EntryChange,
    hearing: Hearing,
    counted: ReadonlyMap<string, number> | undefined,
  ): RefusalReason | null {
    const type = RECORD_TYPES[name];
    if (key.length > MAX_KEY || !isPlainObject(value)) return 'shape';
    if (JSON.stringify(value).length > type.caps.chars) return 'tooLarge';
    const { body, vouch: rawStamp } = splitVouch(value);
    const stamp = vouch.safeParse(rawStamp);
    if (!stamp.success) return 'unsigned';
    const writer = stamp.data.by;
    const publicKey = this.publicKeyOf(writer, hearing.standing);
    if (!publicKey) {
      const relayed = writer !== hearing.carrier;
      return relayed && this.stationKnown(writer) === 'forgotten'
        ? 'forgottenWriter'
        : 'unknownWriter';
    }
    if (!vouchHolds(name, key, body, stamp.data, publicKey)) return 'badSignature';
    // This station's own word, come back (a peer put it back after another's deletion).
    if (writer === this.deps.stationId) return type.schema.safeParse(body).success ? null : 'shape';
    if (!this.clock.plausible(stamp.data.at)) return 'future';
    const parsed = type.schema.safeParse(body);
    if (!parsed.success) return 'shape';
    const times = type.times(parsed.data).filter((at): at is string => at !== undefined);
    if (times.some((at) => !(Date.parse(at) >= 0) || !this.clock.plausible(Date.parse(at)))) {
      return 'future';
    }
    const owner = type.ownedBy(key, parsed.data);
    if (owner !== null && owner !== writer) return 'notTheirs';
    const before = change.action === 'update' ? type.schema.safeParse(change.oldValue) : null;
    if (before?.success && type.ownedBy(key, before.data) !== null) {
      if (writerOf(change.oldValue) !== writer) return 'notTheirs';
    }
    const judge = this.context(writer, stamp.data.person, hearing);
    if (!type.allows(key, parsed.data, change.oldValue, judge)) return 'notAllowed';
    if (change.action === 'add') {
      // From the kept counts: a Y.Map counts its entries one by one.
      const byWriter = counted ?? new Map<string, number>();
      let total = 0;
      for (const count of byWriter.values()) total += count;
      if ((byWriter.get(writer) ?? 0) > type.caps.perStation || total > type.caps.perMap) {
        return 'overCap';
      }
    }
    this.clock.receive(stamp.data);
    return null;
  }

  /** A deleted entry (`old`: its value before): null when the deletion stands, else why not. */
  deletion(name: SharedMapName, key: string, old: unknown, hearing: Hearing): RefusalReason | null {
    const writer = writerOf(old);
    // A peer deleting what this station wrote refused it: the deletion stands, or the two would
    // put back and take away the entry for ever. What this station keeps of its own is elsewhere.
    if (writer === this.deps.stationId) return null;
    // A forgotten till's entry going: no till takes its word in again, so none puts it back.
    if (typeof writer === 'string' && this.stationKnown(writer) === 'forgotten') return null;
    const judge = this.context(hearing.carrier, null, hearing);
    return RECORD_TYPES[name].mayDelete(key, old, judge) ? null : 'deletion';
  }

  /** Whether an entry waits for its writer's certificate or its person to be known here. */
  waitsOn(entries: UpdateEntry[]): boolean {
    const brought = new Set(entries.map((entry) => `${entry.map}\u0000${entry.key}`));
    const carried = (name: SharedMapName, key: string) =>
      brought.has(`${SHARED_MAPS[name]}\u0000${key}`);
    const open = !this.deps.staff().some((someone) => someone.role === 'owner');
    const names = new Map<string, SharedMapName>(
      (Object.keys(SHARED_MAPS) as SharedMapName[]).map((name) => [SHARED_MAPS[name], name]),
    );
    for (const entry of entries) {
      const stamp = vouch.safeParse(isPlainObject(entry.value) ? entry.value[VOUCH_FIELD] : null);
      if (!stamp.success) continue;
      const { by: writer, person } = stamp.data;
      if (writer !== this.deps.stationId) {
        const station = this.stationKnown(writer);
        if (station === 'unknown' && !carried('stations', writer)) return true;
        const keyed =
          station === 'forgotten' ||
          this.publicKeyOf(writer, this.asItStands) !== null ||
          carried('certificates', writer);
        if (!keyed) return true;
      }
      const name = entry.map === null ? undefined : names.get(entry.map);
      if (open || person === null || name === undefined || !RECORD_TYPES[name].byPerson) continue;
      if (!this.personKnown(person) && !carried('staff', person)) return true;
    }
    return false;
  }

  private context(writer: string, person: string | null, hearing: Hearing): JudgeContext {
    return {
      writer,
      carrier: hearing.carrier,
      erasing: hearing.erasing,
      may: (least) => this.may(person, least, hearing),
      person,
      erased: (id) => {
        if (id === '') return false;
        const map = sharedMap(this.doc, 'erasures');
        return erasedIn(map, erasureKeysIn(map), id);
      },
      pinned: (stationId) => this.pinned(stationId, hearing.standing),
      pinKey: this.deps.pinKey,
      storeId: this.deps.roster.storeId,
      fingerprintOf: (der) => {
        try {
          return derFingerprint(der);
        } catch {
          return null;
        }
      },
      now: this.deps.now(),
    };
  }

  /**
   * Whether the person holds `least` in the store's staff as this station knows it (its staff,
   * or a person the store's staff map holds, judged before: staff are judged before the maps
   * that ask for a role). A station with no owner is open, as it is to anyone at its counter;
   * otherwise nobody, and no one unknown here, holds any role.
   */
  private may(person: string | null, least: LeastRole, hearing: Hearing): boolean {
    if (least === 'open') return true;
    const staff = this.deps.staff();
    if (!staff.some((someone) => someone.role === 'owner')) return true;
    return mayAct(this.roleOf(person, hearing), least);
  }

  /**
   * A person's role: in this station's staff, or else in the store's staff map as it stands (its
   * entries were judged as they came, so a person added by an owner counts at once).
   */
  private roleOf(person: string | null, hearing: Hearing): StaffRole | null {
    if (person === null) return null;
    const own = this.deps.staff().find((someone) => someone.id === person);
    if (own) return own.role;
    const unjudged = hearing.unjudgedStaff?.get(person);
    const shared = sharedPerson.safeParse(
      unjudged ? unjudged.oldValue : hearing.standing('staff', person),
    );
    return shared.success && !shared.data.removed ? shared.data.role : null;
  }

  /** The fingerprint this station trusts for a station: pinned here, or paired by the store. */
  private pinned(stationId: string, standing: Hearing['standing']): string | null {
    const own = this.deps.roster.get(stationId);
    if (own) return own.forgotten ? null : own.fingerprint;
    const shared = sharedStation.safeParse(standing('stations', stationId));
    if (!shared.success || shared.data.forgotten) return null;
    return shared.data.storeId === this.deps.roster.storeId ? shared.data.fingerprint : null;
  }

  private publicKeyOf(stationId: string, standing: Hearing['standing']): KeyObject | null {
    const fingerprint = this.pinned(stationId, standing);
    if (!fingerprint) return null;
    const known = this.publicKeys.get(fingerprint);
    if (known) return known;
    const cert = (sharedMap(this.doc, 'certificates').get(stationId) as { cert?: unknown })?.cert;
    if (typeof cert !== 'string' || cert.length > 4096) return null;
    try {
      if (derFingerprint(cert) !== fingerprint) return null;
      const key = publicKeyOf(cert);
      this.publicKeys.set(fingerprint, key);
      return key;
    } catch {
      return null;
    }
  }

  /** Whether this station knows a person at all (a removed one too: their word is judged). */
  private personKnown(person: string): boolean {
    return (
      this.deps.staff().some((someone) => someone.id === person) ||
      sharedMap(this.doc, 'staff').has(person)
    );
  }

  /** Whether this station knows a station of its store, as pinned or as forgotten. */
  private stationKnown(stationId: string): 'known' | 'forgotten' | 'unknown' {
    const own = this.deps.roster.get(stationId);
    if (own) return own.forgotten ? 'forgotten' : 'known';
    const shared = sharedStation.safeParse(sharedMap(this.doc, 'stations').get(stationId));
    if (!shared.success || shared.data.storeId !== this.deps.roster.storeId) return 'unknown';
    return shared.data.forgotten ? 'forgotten' : 'known';
  }
}
