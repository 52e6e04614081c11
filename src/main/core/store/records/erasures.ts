// Erasures shared with the store: a member erased at one till is forgotten at every till, and no
// later reading or peer's entry brings them back. Only the erasing till sends Delete User.
//
// Each station digests the erased ids with a key of its own, shared with the store in the same
// map (`key|<stationId>`); the document travels only between paired stations, over pinned TLS.
// A key per station, rather than one for the store, because two stations creating "the" store
// key at once would keep only one, and digests already written with the other would be lost.
import { createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type * as Y from 'yjs';
import type { StoreWorkspace } from '../storeWorkspace';
import { sharedMap } from '../sharedDoc';
import { directoryKey, readEntries, sharedEnrolment } from './recordShapes';

const KEY_META = 'store_erasure_key';
export const erasureKey = z.object({ key: z.string().regex(/^[0-9a-f]{64}$/) });
export const erasedEntry = z.object({
  stationId: z.string().min(1).max(100),
  at: z.iso.datetime(),
});
const keyEntry = (stationId: string) => `key|${stationId}`;
const digestEntry = (digest: string) => `d|${digest}`;

const hmac = (key: string, id: string): string =>
  createHmac('sha256', key).update(id).digest('hex');

/** Each station's erasure key in the erasures map, by station. */
export function erasureKeysIn(map: Y.Map<unknown>): Map<string, string> {
  const keys = new Map<string, string>();
  for (const [name, value] of map.entries()) {
    if (!name.startsWith('key|')) continue;
    const parsed = erasureKey.safeParse(value);
    if (parsed.success) keys.set(name.slice(4, 104), parsed.data.key);
  }
  return keys;
}

/** Whether any station of the store erased this id, given the store's erasure keys. */
export function erasedIn(map: Y.Map<unknown>, keys: Map<string, string>, id: string): boolean {
  if (map.size <= keys.size) return false;
  for (const key of keys.values()) {
    if (map.has(digestEntry(hmac(key, id)))) return true;
  }
  return false;
}

export class StoreErasures {
  private readonly map: Y.Map<unknown>;
  private readonly ownKey: string;
  /** The store's keys by station, read again only when a key entry changes. */
  private keys: Map<string, string> | null = null;

  constructor(
    private readonly ws: StoreWorkspace,
    private readonly stationId: string,
  ) {
    this.map = sharedMap(ws.shared.doc, 'erasures');
    let key = ws.meta.get(KEY_META, z.string().regex(/^[0-9a-f]{64}$/));
    if (key === null) {
      key = randomBytes(32).toString('hex');
      ws.meta.set(KEY_META, key);
    }
    this.ownKey = key;
    if (!erasureKey.safeParse(this.map.get(keyEntry(stationId))).success) {
      this.map.set(keyEntry(stationId), { key });
    }
  }

  /** A key entry changed: read the keys again at the next check. */
  keysChanged(): void {
    this.keys = null;
  }

  private storeKeys(): Map<string, string> {
    return (this.keys ??= erasureKeysIn(this.map));
  }

  /** Whether any station of the store erased this id (a member's, a local one, a pass's). */
  has(id: string): boolean {
    return erasedIn(this.map, this.storeKeys(), id);
  }

  /**
   * Call inside the erasure's transaction: the member's ids marked erased for the store, and
   * their enrolment, directory and visit entries taken out of the shared document. The caller
   * compacts the stored updates once the document's change is whole.
   */
  share(ids: readonly string[], at: string): void {
    const doc = this.ws.shared.doc;
    const gone = new Set(ids);
    doc.transact(() => {
      for (const id of ids) {
        this.map.set(digestEntry(hmac(this.ownKey, id)), { stationId: this.stationId, at });
      }
      const directory = sharedMap(doc, 'directory');
      for (const id of ids) directory.delete(directoryKey(id));
      const enrolments = sharedMap(doc, 'enrolments');
      for (const [localId, entry] of readEntries(enrolments, sharedEnrolment).entries) {
        const theirs = gone.has(`local:${localId}`) || gone.has(entry.serviceId ?? '');
        if (theirs) enrolments.delete(localId);
      }
      // A visit is the visits part's record; only whose it was matters here.
      const visits = sharedMap(doc, 'visits');
      for (const [itemId, visit] of visits.entries()) {
        const customerId = (visit as { customerId?: unknown } | null)?.customerId;
        if (typeof customerId === 'string' && gone.has(customerId)) visits.delete(itemId);
      }
    });
  }

  /**
   * Members of this station erased at another (their digests among `keys`, the entries a
   * peer's update added): each one's ids as this station knows them.
   */
  erasedHere(keys: Iterable<string>): string[][] {
    const byStation = new Map<string, Set<string>>();
    for (const name of keys) {
      if (!name.startsWith('d|')) continue;
      const entry = erasedEntry.safeParse(this.map.get(name));
      if (!entry.success || entry.data.stationId === this.stationId) continue;
      const key = this.storeKeys().get(entry.data.stationId);
      if (!key) continue;
      let digests = byStation.get(key);
      if (!digests) byStation.set(key, (digests = new Set()));
      digests.add(name.slice(2));
    }
    if (byStation.size === 0) return [];
    const rows = this.ws.db.prepare('SELECT customer_id, card_id FROM members').all() as {
      customer_id: string;
      card_id: string | null;
    }[];
    const found: string[][] = [];
    for (const row of rows) {
      const ids = [row.customer_id, row.card_id].filter((v): v is string => v !== null);
      const hit = [...byStation].some(([key, digests]) =>
        ids.some((id) => digests.has(hmac(key, id))),
      );
      if (hit) found.push(ids);
    }
    return found;
  }
}
