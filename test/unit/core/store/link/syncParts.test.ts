import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { missingParts } from '../../../../../src/main/core/store/link/syncParts';

/** Three stations' writes, with overwrites and deletions, in one document. */
function storeDoc(): Y.Doc {
  const doc = new Y.Doc();
  for (let station = 0; station < 3; station++) {
    const writer = new Y.Doc();
    Y.applyUpdate(writer, Y.encodeStateAsUpdate(doc));
    const visits = writer.getMap('visits');
    for (let i = 0; i < 400; i++)
      visits.set(`s${station}-v${i}`, { at: i, note: 'x'.repeat(i % 50) });
    for (let i = 0; i < 40; i++) visits.delete(`s${(station + 1) % 3}-v${i}`);
    writer.getMap('seen').set('ada', station);
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(writer));
  }
  return doc;
}

const parts = (doc: Y.Doc, behind: Y.Doc, bytes: number) => [
  ...missingParts(doc, Y.decodeStateVector(Y.encodeStateVector(behind)), bytes),
];

describe('the sync answer in parts', () => {
  it('cuts the missing state into parts under the size, which together make the document', () => {
    const doc = storeDoc();
    const cut = parts(doc, new Y.Doc(), 4096);
    expect(cut.length).toBeGreaterThan(5);
    // A part ends at the first struct past the size: a struct here is far below 1 KiB.
    for (const part of cut) expect(part.length).toBeLessThan(4096 + 1024);
    const caughtUp = new Y.Doc();
    for (const part of cut) Y.applyUpdate(caughtUp, part);
    expect(caughtUp.getMap('visits').toJSON()).toEqual(doc.getMap('visits').toJSON());
    expect(caughtUp.getMap('seen').toJSON()).toEqual(doc.getMap('seen').toJSON());
    expect(Y.encodeStateVector(caughtUp)).toEqual(Y.encodeStateVector(doc));
  });

  it('sends each struct after those it refers to, so no part waits for a later one', () => {
    // Each start of a till is a new client overwriting the same keys: origins across clients.
    const doc = new Y.Doc();
    for (let start = 0; start < 12; start++) {
      const writer = new Y.Doc();
      Y.applyUpdate(writer, Y.encodeStateAsUpdate(doc));
      for (let i = 0; i < 60; i++) writer.getMap('seen').set(`till|m${i}`, { start, i });
      Y.applyUpdate(doc, Y.encodeStateAsUpdate(writer));
    }
    const caughtUp = new Y.Doc();
    for (const part of parts(doc, new Y.Doc(), 512)) {
      Y.applyUpdate(caughtUp, part);
      expect(caughtUp.store.pendingStructs).toBeNull();
    }
    expect(caughtUp.getMap('seen').toJSON()).toEqual(doc.getMap('seen').toJSON());
  });

  it('applies in any order, each part being a valid update', () => {
    const doc = storeDoc();
    const caughtUp = new Y.Doc();
    for (const part of parts(doc, new Y.Doc(), 2048).reverse()) Y.applyUpdate(caughtUp, part);
    expect(caughtUp.getMap('visits').toJSON()).toEqual(doc.getMap('visits').toJSON());
  });

  it('sends a peer that is partly behind only what it lacks', () => {
    const doc = storeDoc();
    const behind = new Y.Doc();
    Y.applyUpdate(behind, Y.encodeStateAsUpdate(doc));
    const writer = new Y.Doc();
    Y.applyUpdate(writer, Y.encodeStateAsUpdate(doc));
    writer.getMap('visits').set('late', { at: 1 });
    writer.getMap('visits').delete('s0-v100');
    Y.applyUpdate(doc, Y.encodeStateAsUpdate(writer));
    const cut = parts(doc, behind, 1 << 20);
    const whole = Y.encodeStateAsUpdate(doc, Y.encodeStateVector(behind));
    expect(cut.reduce((sum, part) => sum + part.length, 0)).toBeLessThan(whole.length + 64);
    for (const part of cut) Y.applyUpdate(behind, part);
    expect(behind.getMap('visits').toJSON()).toEqual(doc.getMap('visits').toJSON());
  });

  it('has nothing but the deletions for a peer that is up to date', () => {
    const doc = storeDoc();
    const cut = parts(doc, doc, 4096);
    expect(cut).toHaveLength(1);
    expect(Y.decodeUpdate(cut[0]!).structs).toEqual([]);
  });
});
