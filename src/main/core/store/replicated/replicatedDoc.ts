// The store's shared document as this station lets it change. What this station writes is vouched
// for (signed) as it is written, at `sharedMap(...).set`, so no feature signs anything itself; what
// a peer sends is judged entry by entry (EntryJudge) before any feature sees it, and each refused
// change is undone at once: the value before it is written back, or the new key deleted.
// A peer's update with an entry that rests on what this station does not know yet (its writer's
// certificate or station, the person who vouched for it) is not applied at all: it is held aside
// and applied once that arrives (see HeldUpdates), so nothing an honest till wrote is undone.
// Our own database is trusted: nothing is judged when the document is opened from it.
import * as Y from 'yjs';
import {
  isFromPeer,
  SHARED_MAPS,
  sharedMap,
  type FromPeer,
  type SharedMapName,
} from '../sharedDoc';
import { HeldUpdates } from './heldUpdates';
import { updateEntries } from './updateEntries';
import { HybridClock } from './hybridClock';
import { vouchMarkOf, type VouchMark } from '../vouchMark';
import {
  EntryJudge,
  type EntryChange,
  type EntryJudgeDeps,
  type Hearing,
  type RefusalReason,
} from './entryJudge';
import { JUDGING_ORDER, RECORD_TYPES } from './recordTypes';
import { isPlainObject, VOUCH_FIELD, VouchSigner, writerOf } from './vouch';

export interface Refusal {
  map: string;
  key: string;
  why: RefusalReason;
}

export interface ReplicatedDeps extends EntryJudgeDeps {
  /** This station's private key (PEM) and certificate (PEM). */
  key: string;
  cert: string;
  /** The person signed in here now, who vouches for what this station writes. */
  person(): string | null;
  /** A peer's change had refused parts: `peer` is the station of the link it came by. */
  refused(peer: string, refusals: Refusal[]): void;
}

type SetEntry = (key: string, value: unknown) => unknown;
/** How far a document goes, per client: the next clock expected from each. */
type StateVector = Map<number, number>;
/** How Yjs names a changed type in a transaction (a map is one, typed more narrowly). */
type Changed = Y.Transaction['changed'] extends Map<infer T, unknown> ? T : never;

const NAMES = Object.keys(SHARED_MAPS) as SharedMapName[];

function certDer(pem: string): string {
  return pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
}

export class ReplicatedDoc {
  private readonly signer: VouchSigner;
  private readonly clock: HybridClock;
  private readonly rawSet = new Map<SharedMapName, SetEntry>();
  private readonly judge: EntryJudge;
  private readonly refusedUpdates = new WeakSet<Y.Transaction>();
  /** Each undo of a peer's refused changes: whose link carried them, and the state before. */
  private readonly undos = new WeakMap<Y.Transaction, { carrier: string; before: StateVector }>();
  /** Entries per map per writing station, made on the first peer's change, kept after. */
  private counts: Map<SharedMapName, Map<string, number>> | null = null;
  private readonly onBeforeObservers = (tr: Y.Transaction) => this.beforeObservers(tr);
  /** Peers' updates waiting for a writer's certificate or a person to be known here. */
  private readonly held = new HeldUpdates<FromPeer>();
  private retryQueued = false;
  private readonly onAfterTransaction = (tr: Y.Transaction) => this.afterTransaction(tr);

  constructor(
    private readonly doc: Y.Doc,
    private readonly deps: ReplicatedDeps,
  ) {
    this.signer = new VouchSigner(deps.key, deps.stationId);
    this.clock = new HybridClock(deps.now);
    this.judge = new EntryJudge(doc, this.clock, deps);
    for (const name of NAMES) {
      const map = sharedMap(doc, name);
      const set = map.set.bind(map) as SetEntry;
      this.rawSet.set(name, set);
      (map as { set: SetEntry }).set = (key, value) => set(key, this.vouched(name, key, value));
    }
    doc.on('beforeObserverCalls', this.onBeforeObservers);
    doc.on('afterTransaction', this.onAfterTransaction);
  }

  close(): void {
    this.doc.off('beforeObserverCalls', this.onBeforeObservers);
    this.doc.off('afterTransaction', this.onAfterTransaction);
    for (const name of NAMES) delete (sharedMap(this.doc, name) as { set?: SetEntry }).set;
  }

  /**
   * Applies a peer's update, or holds it unapplied while an entry in it rests on a writer or a
   * person not known here yet (nor brought by the update itself). Throws when it does not decode.
   */
  receive(update: Uint8Array, origin: FromPeer): void {
    if (this.judge.waitsOn(updateEntries(update, this.doc))) {
      this.held.hold(origin.stationId, { origin, update, at: this.deps.now() });
      return;
    }
    Y.applyUpdate(this.doc, update, origin);
  }

  /** Updates held from one station's link now, and how many were ever dropped. */
  holding(stationId: string): { updates: number; bytes: number; dropped: number } {
    return { ...this.held.heldFrom(stationId), dropped: this.held.dropped };
  }

  /** Whether a peer's update had parts refused: it is not passed on to other stations. */
  hadRefusals(tr: Y.Transaction): boolean {
    return this.refusedUpdates.has(tr);
  }

  /**
   * For the transaction that undid a peer's refused changes: the station whose link carried
   * them, and what of that peer's update stands (its accepted changes and the undo, with no
   * refused value in it), for the other stations at once. Null for any other transaction.
   */
  accepted(tr: Y.Transaction): { carrier: string; update: Uint8Array } | null {
    const undo = this.undos.get(tr);
    if (!undo) return null;
    // From the document, where undoing a refused value also dropped its content for good.
    const update = Y.encodeStateAsUpdate(this.doc, Y.encodeStateVector(undo.before));
    return { carrier: undo.carrier, update };
  }

  /** A value this station writes, vouched for by it and the person signed in here. */
  private vouched(name: SharedMapName, key: string, value: unknown): unknown {
    if (!isPlainObject(value)) return value;
    return this.signer.vouchFor(name, key, value, this.deps.person(), this.clock.tick());
  }

  /**
   * This station's certificate published, and its entries written before it had a key to sign
   * with (before the link started) vouched for now: those written since the document's mark
   * (see VouchMark), or every entry when it keeps none. Answers how many were looked at, and
   * how many vouched for.
   */
  vouchOwn(): { looked: number; vouched: number } {
    const { stationId } = this.deps;
    const mark = vouchMarkOf(this.doc);
    const entries = mark ? this.writtenSince(mark) : this.everyEntry();
    let vouched = 0;
    this.doc.transact(() => {
      const certificates = sharedMap(this.doc, 'certificates');
      const cert = certDer(this.deps.cert);
      const kept = certificates.get(stationId) as { cert?: unknown } | undefined;
      if (kept?.cert !== cert) certificates.set(stationId, { cert });
      for (const [name, key] of entries) {
        const map = sharedMap(this.doc, name);
        const value = map.get(key);
        if (!isPlainObject(value) || VOUCH_FIELD in value) continue;
        const type = RECORD_TYPES[name];
        const parsed = type.schema.safeParse(value);
        const owner = parsed.success ? type.ownedBy(key, parsed.data) : null;
        if (owner !== null && owner !== stationId) continue;
        map.set(key, value);
        vouched += 1;
      }
    });
    mark?.advance(this.doc);
    return { looked: entries.length, vouched };
  }

  private writtenSince(mark: VouchMark): [SharedMapName, string][] {
    const byName = new Map<string, SharedMapName>(NAMES.map((name) => [SHARED_MAPS[name], name]));
    return mark.writtenSince(this.doc).flatMap(({ map, key }): [SharedMapName, string][] => {
      const name = byName.get(map);
      return name === undefined ? [] : [[name, key]];
    });
  }

  private everyEntry(): [SharedMapName, string][] {
    return NAMES.flatMap((name) =>
      [...sharedMap(this.doc, name).keys()].map((key): [SharedMapName, string] => [name, key]),
    );
  }

  /** After a change of who the stations and people are: the held updates are tried again. */
  private afterTransaction(tr: Y.Transaction): void {
    if (this.retryQueued || this.held.size === 0) return;
    const touches = (['stations', 'certificates', 'staff'] as const).some((name) =>
      tr.changed.has(sharedMap(this.doc, name) as unknown as Changed),
    );
    if (!touches) return;
    this.retryQueued = true;
    queueMicrotask(() => {
      this.retryQueued = false;
      if (this.doc.isDestroyed) return;
      for (const { update, origin } of this.held.take(this.deps.now())) {
        this.receive(update, origin);
      }
    });
  }

  private beforeObservers(tr: Y.Transaction): void {
    const fromPeer = isFromPeer(tr.origin);
    if (this.counts) this.recount(tr);
    else if (fromPeer) this.counts = this.countAll();
    if (!isFromPeer(tr.origin)) return;
    const carrier = tr.origin.stationId;
    let refusals: Refusal[] = [];
    // Every refused change is undone in one transaction, so what stands goes on in one update.
    this.doc.transact((undo) => {
      refusals = this.judgeChange(tr, carrier);
      if (refusals.length > 0) this.undos.set(undo, { carrier, before: tr.beforeState });
    }, this);
    if (refusals.length === 0) return;
    this.refusedUpdates.add(tr);
    this.deps.refused(carrier, refusals);
  }

  /** Judges every change of a peer's transaction, undoing those refused; answers them. */
  private judgeChange(tr: Y.Transaction, carrier: string): Refusal[] {
    const refusals: Refusal[] = [];
    const byMap = new Map<SharedMapName, Map<string, EntryChange>>();
    const maps = new Map<Changed, SharedMapName>(
      NAMES.map((name) => [sharedMap(this.doc, name) as unknown as Changed, name]),
    );
    for (const [type, keys] of tr.changed) {
      if (type._item !== null) continue;
      const name = maps.get(type);
      if (name === undefined) {
        refusals.push(...this.clearUnknown(type));
        continue;
      }
      const strings = new Set([...keys].filter((k): k is string => k !== null));
      const event = new Y.YMapEvent(type as unknown as Y.Map<unknown>, tr, strings);
      byMap.set(name, event.changes.keys as Map<string, EntryChange>);
    }
    let erasing = false;
    // Until the staff are judged, a person this change brings grants no role to what it says.
    let unjudgedStaff = byMap.get('staff') ?? null;
    for (const name of JUDGING_ORDER) {
      const changes = byMap.get(name);
      if (!changes) continue;
      const refused = this.judgeMap(name, changes, { carrier, erasing, unjudgedStaff });
      if (name === 'staff') unjudgedStaff = null;
      erasing ||=
        name === 'erasures' &&
        [...changes.keys()].some((key) => key.startsWith('d|') && !refused.has(key));
      for (const [key, why] of refused) refusals.push({ map: name, key: key.slice(0, 80), why });
    }
    return refusals;
  }

  private judgeMap(
    name: SharedMapName,
    changes: Map<string, EntryChange>,
    heard: Omit<Hearing, 'standing'>,
  ): Map<string, RefusalReason> {
    const map = sharedMap(this.doc, name);
    const pending = new Map(changes);
    const refused = new Map<string, RefusalReason>();
    // Each entry is judged against what stands: the changes not judged yet (itself among them)
    // and the refused taken back, so no entry of a change vouches for another of the same.
    const hearing: Hearing = {
      ...heard,
      standing: (mapName, entry) =>
        mapName === name && (pending.has(entry) || refused.has(entry))
          ? changes.get(entry)!.oldValue
          : sharedMap(this.doc, mapName).get(entry),
    };
    // A station's entry about another is judged before what stations say of themselves, so a
    // station paired in this same change is known by then from the one that paired it.
    const order = [...changes].sort(
      ([a], [b]) => Number(writerOf(map.get(a)) === a) - Number(writerOf(map.get(b)) === b),
    );
    for (const [key, change] of order) {
      const why =
        change.action === 'delete'
          ? this.judge.deletion(name, key, change.oldValue, hearing)
          : this.judge.write(name, key, map.get(key), change, hearing, this.counts?.get(name));
      pending.delete(key);
      if (why) refused.set(key, why);
    }
    if (refused.size > 0) this.restore(name, changes, refused);
    return refused;
  }

  /** The refused changes of one map taken back: the value before written again, or removed. */
  private restore(
    name: SharedMapName,
    changes: Map<string, EntryChange>,
    refused: Map<string, RefusalReason>,
  ): void {
    const map = sharedMap(this.doc, name);
    const set = this.rawSet.get(name)!;
    this.doc.transact(() => {
      for (const key of refused.keys()) {
        const { oldValue } = changes.get(key)!;
        if (oldValue === undefined) map.delete(key);
        else set(key, oldValue);
      }
    }, this);
  }

  /** A top-level type no record type declares: emptied, each entry it held refused. */
  private clearUnknown(type: Changed): Refusal[] {
    const name = Y.findRootTypeKey(type).slice(0, 80);
    const items: Y.Item[] = [...type._map.values()];
    for (let item = type._start; item !== null; item = item.right) items.push(item);
    const live = items.filter((item) => !item.deleted);
    // Only removals (what another station took back there): nothing was written, nothing refused.
    if (live.length === 0) return [];
    this.doc.transact((tr) => live.forEach((item) => item.delete(tr)), this);
    return live.map(() => ({ map: name, key: '', why: 'unknownType' }));
  }

  private countAll(): Map<SharedMapName, Map<string, number>> {
    const counts = new Map<SharedMapName, Map<string, number>>();
    for (const name of NAMES) {
      const byWriter = new Map<string, number>();
      for (const value of sharedMap(this.doc, name).values()) {
        const writer = String(writerOf(value) ?? '');
        byWriter.set(writer, (byWriter.get(writer) ?? 0) + 1);
      }
      counts.set(name, byWriter);
    }
    return counts;
  }

  /** The counts kept in step with a transaction (this station's or a peer's). */
  private recount(tr: Y.Transaction): void {
    for (const name of NAMES) {
      const map = sharedMap(this.doc, name);
      const keys = tr.changed.get(map as unknown as Changed);
      if (!keys) continue;
      const byWriter = this.counts!.get(name)!;
      const strings = new Set([...keys].filter((k): k is string => k !== null));
      const event = new Y.YMapEvent(map, tr, strings);
      for (const [key, change] of event.changes.keys) {
        if (change.action !== 'add') {
          const before = String(writerOf(change.oldValue) ?? '');
          byWriter.set(before, (byWriter.get(before) ?? 1) - 1);
        }
        if (change.action !== 'delete') {
          const after = String(writerOf(map.get(key)) ?? '');
          byWriter.set(after, (byWriter.get(after) ?? 0) + 1);
        }
      }
    }
  }
}
