// The entries a peer's update writes, read before it is applied: for each value it sets, the
// top-level map and key it goes to when the update or the document says so. A value that changes
// a key names only the entry it follows; that entry is looked up in the update, then the document.
import * as Y from 'yjs';

export interface UpdateEntry {
  /** The top-level map's name in the document, or null: not known before applying. */
  map: string | null;
  key: string | null;
  value: unknown;
}

interface Place {
  map: string | null;
  key: string | null;
}

const UNKNOWN: Place = { map: null, key: null };

/** Throws when the update does not decode (the caller treats the peer as faulty). */
export function updateEntries(update: Uint8Array, doc: Y.Doc): UpdateEntry[] {
  const { structs } = Y.decodeUpdate(update);
  const items = new Map<string, Y.Item>();
  for (const struct of structs) {
    if (struct instanceof Y.Item) items.set(idText(struct.id), struct);
  }
  const placeOf = (item: Y.Item, depth: number): Place => {
    if (typeof item.parent === 'string') return { map: item.parent, key: item.parentSub };
    const follows = item.origin ?? item.rightOrigin;
    if (item.parent !== null || follows === null || depth > 4) return UNKNOWN;
    const inUpdate = items.get(idText(follows));
    if (inUpdate) return placeOf(inUpdate, depth + 1);
    return placeInDoc(doc, follows);
  };
  const entries: UpdateEntry[] = [];
  for (const item of items.values()) {
    if (!(item.content instanceof Y.ContentAny)) continue;
    const place = placeOf(item, 0);
    for (const value of item.content.getContent()) entries.push({ ...place, value });
  }
  return entries;
}

function placeInDoc(doc: Y.Doc, id: Y.ID): Place {
  const structs = doc.store.clients.get(id.client);
  if (!structs || Y.getState(doc.store, id.client) <= id.clock) return UNKNOWN;
  const found = Y.getItem(doc.store, id);
  const parent = found instanceof Y.Item ? found.parent : null;
  if (!(parent instanceof Y.AbstractType) || parent._item !== null) return UNKNOWN;
  return { map: Y.findRootTypeKey(parent), key: (found as Y.Item).parentSub };
}

const idText = (id: Y.ID): string => `${id.client}:${id.clock}`;
