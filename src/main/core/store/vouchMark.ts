// How far this station's shared document was last looked over for entries to vouch for: its
// state vector then, kept in the workspace's database. Binding again looks only at what was
// written since (entries this station wrote before its link started, and peers' entries), so a
// large document is not walked whole at every start.
import { z } from 'zod';
import * as Y from 'yjs';
import type { CacheMeta } from '../db/cacheMeta';

const MARK_KEY = 'store.vouchedTo';

/** One entry of a top-level map written since the mark: its map's name in the document, its key. */
export interface MarkedEntry {
  map: string;
  key: string;
}

export class VouchMark {
  constructor(private readonly meta: Pick<CacheMeta, 'get' | 'set'>) {}

  /** The entries of the document's top-level maps written since the mark (all, with none). */
  writtenSince(doc: Y.Doc): MarkedEntry[] {
    const saved = this.meta.get(MARK_KEY, z.base64());
    const mark =
      saved === null ? new Map<number, number>() : Y.decodeStateVector(fromBase64(saved));
    const seen = new Set<string>();
    const entries: MarkedEntry[] = [];
    for (const [client, structs] of doc.store.clients) {
      const from = mark.get(client) ?? 0;
      if (from >= Y.getState(doc.store, client)) continue;
      for (
        let index = from === 0 ? 0 : Y.findIndexSS(structs, from);
        index < structs.length;
        index++
      ) {
        const struct = structs[index];
        if (!(struct instanceof Y.Item) || struct.deleted || struct.parentSub === null) continue;
        const parent = struct.parent;
        if (!(parent instanceof Y.AbstractType) || parent._item !== null) continue;
        const map = Y.findRootTypeKey(parent);
        const id = `${map}\u0000${struct.parentSub}`;
        if (seen.has(id)) continue;
        seen.add(id);
        entries.push({ map, key: struct.parentSub });
      }
    }
    return entries;
  }

  /** Everything in the document now is looked over. */
  advance(doc: Y.Doc): void {
    this.meta.set(MARK_KEY, Buffer.from(Y.encodeStateVector(doc)).toString('base64'));
  }

  /** The document was dropped: the next one is looked over whole. */
  clear(): void {
    this.meta.set(MARK_KEY, null);
  }
}

function fromBase64(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text, 'base64'));
}

/** The mark its owner gave a document (Yjs's `meta`, see SharedDoc), or null: none kept. */
export function vouchMarkOf(doc: Y.Doc): VouchMark | null {
  const meta: unknown = doc.meta;
  if (meta === null || typeof meta !== 'object' || !('vouchMark' in meta)) return null;
  return meta.vouchMark instanceof VouchMark ? meta.vouchMark : null;
}
