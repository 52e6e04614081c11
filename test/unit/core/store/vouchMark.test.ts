// Binding the shared document looks only at what was written since it was last looked over: a
// reopen of a large document vouches for none of its old entries again, and what was written while
// no link was bound is still vouched for at the next bind.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { PinKey } from '../../../../src/main/core/staff/pinKey';
import { memorySeal } from '../../../support/memorySeal';
import { openDatabase } from '../../../../src/main/core/db/database';
import { loadIdentity } from '../../../../src/main/core/store/link/identity';
import { ReplicatedDoc } from '../../../../src/main/core/store/replicated/replicatedDoc';
import { VOUCH_FIELD } from '../../../../src/main/core/store/replicated/vouch';
import { openSharedDoc, sharedMap } from '../../../../src/main/core/store/sharedDoc';

const root = mkdtempSync(join(tmpdir(), 'passdesk-vouch-mark-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const ENTRIES = 2000;
const stationId = 'till-1';

const visit = (n: number) => ({
  customerId: `member-${n}`,
  dynamicPassId: 'pass-1',
  stationId,
  stationName: 'Till 1',
  staffName: null,
  kind: 'stamp',
  at: new Date().toISOString(),
  seq: n,
  countBefore: 0,
  countAfter: 1,
  priorRedemption: null,
  override: null,
});

it('vouches at a reopen only for what was written since the last bind', async () => {
  const { identity } = await loadIdentity(join(root, 'id.json'), stationId, undefined, new Date());
  const dir = join(root, 'workspace');
  const open = () => {
    const db = openDatabase(join(dir, 'w.sqlite'), { backupDir: join(dir, 'backups') });
    return { db, shared: openSharedDoc(db) };
  };
  // Alone in its store, with no staff: nothing of a peer's is judged here.
  const pinKey = PinKey.load(join(root, 'pin-key.json'), memorySeal(), false);
  const alone = { person: () => null, staff: () => [], refused: () => undefined, pinKey };
  const roster = { storeId: 'store-1', get: () => undefined };
  const { key, cert } = identity;
  const bind = (doc: ConstructorParameters<typeof ReplicatedDoc>[0]) =>
    new ReplicatedDoc(doc, { ...alone, stationId, key, cert, now: Date.now, roster });
  const unvouched = (doc: ConstructorParameters<typeof ReplicatedDoc>[0]) =>
    [...sharedMap(doc, 'visits').values()].filter((value) => !(VOUCH_FIELD in (value as object)))
      .length;

  // Written before any link was bound: the first bind looks at every one and vouches for each.
  let { db, shared } = open();
  shared.doc.transact(() => {
    for (let n = 0; n < ENTRIES; n++) sharedMap(shared.doc, 'visits').set(`item-${n}`, visit(n));
  });
  let replicated = bind(shared.doc);
  const first = replicated.vouchOwn();
  expect(first.vouched).toBe(ENTRIES);
  expect(first.looked).toBeGreaterThanOrEqual(ENTRIES);
  expect(unvouched(shared.doc)).toBe(0);
  replicated.close();
  shared.close();
  db.close();

  // Reopened: nothing of the old entries is looked at or vouched for again.
  ({ db, shared } = open());
  replicated = bind(shared.doc);
  expect(replicated.vouchOwn()).toEqual({ looked: 0, vouched: 0 });
  // Bound again (a switch of mode): still nothing.
  replicated.close();
  replicated = bind(shared.doc);
  expect(replicated.vouchOwn()).toEqual({ looked: 0, vouched: 0 });
  replicated.close();

  // Three written while no link was bound: the next bind, even after a reopen, finds those three.
  for (let n = ENTRIES; n < ENTRIES + 3; n++) {
    sharedMap(shared.doc, 'visits').set(`item-${n}`, visit(n));
  }
  expect(unvouched(shared.doc)).toBe(3);
  shared.close();
  db.close();
  ({ db, shared } = open());
  replicated = bind(shared.doc);
  expect(replicated.vouchOwn()).toEqual({ looked: 3, vouched: 3 });
  expect(unvouched(shared.doc)).toBe(0);
  expect(sharedMap(shared.doc, 'visits').size).toBe(ENTRIES + 3);
  replicated.close();

  // A document dropped (the station joined another store) is looked over whole again.
  shared.discard();
  shared.close();
  db.close();
  ({ db, shared } = open());
  sharedMap(shared.doc, 'visits').set('item-new', visit(0));
  replicated = bind(shared.doc);
  expect(replicated.vouchOwn()).toEqual({ looked: 1, vouched: 1 });
  replicated.close();
  shared.close();
  db.close();
});
