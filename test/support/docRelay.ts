// Stations' shared documents kept in step inside one test process, as the link between stations
// would keep them, with a switch to split the store's network into parts and heal it again.
import * as Y from 'yjs';
import { FromPeer, isFromPeer } from '../../src/main/core/store/sharedDoc';

export interface DocRelay {
  /** Cuts the network into these parts (indexes of the docs); docs in one part are in step. */
  split(...parts: number[][]): void;
  /** Joins every part again; each doc catches up with what the others wrote meanwhile. */
  heal(): void;
  /** Whether the two docs (by index) are in one part now: each station's peers in sight. */
  linked(a: number, b: number): boolean;
  close(): void;
}

export function relayDocs(docs: Y.Doc[]): DocRelay {
  let partOf = docs.map(() => 0);
  const linked = (a: number, b: number) => partOf[a] === partOf[b];
  const catchUp = () => {
    for (let a = 0; a < docs.length; a++) {
      for (let b = 0; b < docs.length; b++) {
        if (a === b || !linked(a, b)) continue;
        const missing = Y.encodeStateAsUpdate(docs[a]!, Y.encodeStateVector(docs[b]!));
        Y.applyUpdate(docs[b]!, missing, new FromPeer(`station ${a}`));
      }
    }
  };
  const listeners = docs.map((doc, from) => {
    const listener = (update: Uint8Array, origin: unknown) => {
      if (isFromPeer(origin)) return;
      docs.forEach((other, to) => {
        if (to !== from && linked(from, to))
          Y.applyUpdate(other, update, new FromPeer(`station ${from}`));
      });
    };
    doc.on('update', listener);
    return listener;
  });
  catchUp();
  return {
    split(...parts) {
      partOf = docs.map((_, index) => parts.findIndex((part) => part.includes(index)));
      // Docs newly in one part meet, as linked stations sync when they link.
      catchUp();
    },
    heal() {
      partOf = docs.map(() => 0);
      catchUp();
    },
    linked,
    close() {
      docs.forEach((doc, index) => doc.off('update', listeners[index]!));
    },
  };
}
