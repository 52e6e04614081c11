// A peer's entry that rests on what the receiving till does not know yet (its writer's
// certificate, the person who vouched for it) is held unapplied, then accepted once that arrives,
// with nothing undone at the writer; entries from a writer never known are held within the caps
// and dropped quietly after a while, and honest tills are not harmed meanwhile.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import * as Y from 'yjs';
import { PinKey } from '../../../../../src/main/core/staff/pinKey';
import { COST } from '../../../../../src/main/core/staff/pinHash';
import { loadIdentity } from '../../../../../src/main/core/store/link/identity';
import {
  HELD_BYTES_PER_STATION,
  HELD_PER_STATION,
  HOLD_MS,
} from '../../../../../src/main/core/store/replicated/heldUpdates';
import {
  ReplicatedDoc,
  type Refusal,
} from '../../../../../src/main/core/store/replicated/replicatedDoc';
import { VouchSigner } from '../../../../../src/main/core/store/replicated/vouch';
import { FromPeer, sharedMap } from '../../../../../src/main/core/store/sharedDoc';
import { memorySeal } from '../../../../support/memorySeal';

const root = mkdtempSync(join(tmpdir(), 'passdesk-held-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const STORE = 'store-1';
const pinKey = PinKey.load(join(root, 'pin-key.json'), memorySeal(), false);
let clock = Date.now();

async function identityOf(stationId: string) {
  const { identity } = await loadIdentity(
    join(root, `${stationId}.json`),
    stationId,
    undefined,
    new Date(),
  );
  return identity;
}

type Identity = Awaited<ReturnType<typeof identityOf>>;
type Person = { id: string; role: 'owner' | 'manager' | 'cashier' };

/** A till: its document, its judge, the stations it pinned, its staff, what it sent and refused. */
class Till {
  readonly doc = new Y.Doc();
  readonly replicated: ReplicatedDoc;
  readonly sent: Uint8Array[] = [];
  readonly refusals: Refusal[] = [];
  signedIn: string | null = null;

  constructor(
    readonly stationId: string,
    identity: Identity,
    pinned: Map<string, string>,
    readonly staff: Person[],
  ) {
    this.replicated = new ReplicatedDoc(this.doc, {
      stationId,
      key: identity.key,
      cert: identity.cert,
      now: () => clock,
      person: () => this.signedIn,
      staff: () => this.staff,
      pinKey,
      roster: {
        storeId: STORE,
        get: (id) => (pinned.has(id) ? { fingerprint: pinned.get(id)! } : undefined),
      },
      refused: (_peer, refusals) => this.refusals.push(...refusals),
    });
    this.doc.on('update', (update: Uint8Array) => this.sent.push(update));
  }

  /** What `change` wrote, as one update, under a new Yjs client (as after a restart). */
  write(change: () => void): Uint8Array {
    this.doc.clientID = Math.floor(Math.random() * 2 ** 31);
    const from = this.sent.length;
    this.doc.transact(change);
    return Y.mergeUpdates(this.sent.slice(from));
  }
}

/** A stamp at `stationId` for `customerId`, now. */
function visit(stationId: string, customerId: string) {
  const counts = { seq: 1, countBefore: 2, countAfter: 3, priorRedemption: null, override: null };
  const at = new Date(clock).toISOString();
  return {
    customerId,
    dynamicPassId: 'pass-1',
    stationId,
    stationName: 'Till',
    ...counts,
    at,
    kind: 'stamp',
    staffName: null,
  };
}

const person = (role: Person['role']) => ({
  name: 'Nora',
  role,
  pin: { salt: randomBytes(16).toString('hex'), hash: randomBytes(32).toString('hex'), cost: COST },
  badgeHash: null,
  createdAt: new Date(clock).toISOString(),
  updatedAt: new Date(clock).toISOString(),
});

/** Lets the held updates be tried again (they are, once the change that may free them is done). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

async function store(staff: Person[] = []) {
  const ids = { a: await identityOf('till-a'), b: await identityOf('till-b') };
  const pinned = new Map([
    ['till-a', ids.a.fingerprint],
    ['till-b', ids.b.fingerprint],
  ]);
  return {
    a: new Till('till-a', ids.a, pinned, [...staff]),
    b: new Till('till-b', ids.b, pinned, [...staff]),
  };
}

it("holds a write that reaches a till before its writer's certificate, then takes it", async () => {
  const { a, b } = await store();
  const certificate = a.write(() => a.replicated.vouchOwn());
  const written = a.write(() => sharedMap(a.doc, 'visits').set('v-1', visit('till-a', 'm-1')));

  const sentBefore = b.sent.length;
  b.replicated.receive(written, new FromPeer('till-a'));
  expect(sharedMap(b.doc, 'visits').has('v-1')).toBe(false);
  expect(b.replicated.holding('till-a').updates).toBe(1);
  expect(b.sent.length).toBe(sentBefore);

  b.replicated.receive(certificate, new FromPeer('till-a'));
  await settle();
  expect(sharedMap(b.doc, 'visits').get('v-1')).toMatchObject({ customerId: 'm-1' });
  expect(b.replicated.holding('till-a').updates).toBe(0);
  expect(b.refusals).toEqual([]);
  // What B sends back (its relay, its answers) leaves A's write standing.
  for (const update of b.sent) a.replicated.receive(update, new FromPeer('till-b'));
  expect(sharedMap(a.doc, 'visits').get('v-1')).toMatchObject({ customerId: 'm-1' });
});

it("holds an owner's setting that arrives before the owner's staff entry, then takes it", async () => {
  const olga = { id: randomUUID(), role: 'owner' as const };
  const { a, b } = await store([olga]);
  for (const [from, to] of [
    [a, b],
    [b, a],
  ] as const) {
    to.replicated.receive(
      from.write(() => from.replicated.vouchOwn()),
      new FromPeer(from.stationId),
    );
  }
  const nora = { id: randomUUID(), role: 'owner' as const };
  a.signedIn = olga.id;
  const added = a.write(() => sharedMap(a.doc, 'staff').set(nora.id, person('owner')));
  a.staff.push(nora);
  a.signedIn = nora.id;
  const setting = { value: 42, at: new Date(clock).toISOString(), stationId: 'till-a' };
  const changed = a.write(() => sharedMap(a.doc, 'settings').set('cooldownSeconds', setting));

  b.replicated.receive(changed, new FromPeer('till-a'));
  expect(sharedMap(b.doc, 'settings').has('cooldownSeconds')).toBe(false);
  expect(b.replicated.holding('till-a').updates).toBe(1);

  b.replicated.receive(added, new FromPeer('till-a'));
  await settle();
  expect(sharedMap(b.doc, 'staff').has(nora.id)).toBe(true);
  expect(sharedMap(b.doc, 'settings').get('cooldownSeconds')).toMatchObject({ value: 42 });
  expect(b.refusals).toEqual([]);
  for (const update of b.sent) a.replicated.receive(update, new FromPeer('till-b'));
  expect(sharedMap(a.doc, 'settings').get('cooldownSeconds')).toMatchObject({ value: 42 });

  // The same person and their word in one update: taken at once.
  const cal = { id: randomUUID(), role: 'owner' as const };
  a.signedIn = olga.id;
  const both = a.write(() => {
    sharedMap(a.doc, 'staff').set(cal.id, person('owner'));
    a.signedIn = cal.id;
    sharedMap(a.doc, 'settings').set('earningMinutes', { ...setting, value: 30 });
  });
  b.replicated.receive(both, new FromPeer('till-a'));
  expect(sharedMap(b.doc, 'settings').get('earningMinutes')).toMatchObject({ value: 30 });
  expect(b.refusals).toEqual([]);
});

it('refuses and undoes a held write whose dependency arrives and does not vouch for it', async () => {
  const olga = { id: randomUUID(), role: 'owner' as const };
  const { a, b } = await store([olga]);
  b.replicated.receive(
    a.write(() => a.replicated.vouchOwn()),
    new FromPeer('till-a'),
  );
  const cal = { id: randomUUID(), role: 'cashier' as const };
  a.signedIn = olga.id;
  const added = a.write(() => sharedMap(a.doc, 'staff').set(cal.id, person('cashier')));
  a.signedIn = cal.id;
  const setting = { value: 9, at: new Date(clock).toISOString(), stationId: 'till-a' };
  const changed = a.write(() => sharedMap(a.doc, 'settings').set('cooldownSeconds', setting));
  b.replicated.receive(changed, new FromPeer('till-a'));
  expect(b.refusals).toEqual([]);
  b.replicated.receive(added, new FromPeer('till-a'));
  await settle();
  // A cashier may not change a counter setting: refused, counted and taken back, once known.
  expect(b.refusals).toEqual([{ map: 'settings', key: 'cooldownSeconds', why: 'notAllowed' }]);
  expect(sharedMap(b.doc, 'settings').has('cooldownSeconds')).toBe(false);
  expect(b.replicated.holding('till-a').updates).toBe(0);
});

it('holds entries from a writer never known within the caps, drops them later, harms nobody', async () => {
  const { a, b } = await store();
  b.replicated.receive(
    a.write(() => a.replicated.vouchOwn()),
    new FromPeer('till-a'),
  );
  const stranger = new VouchSigner((await identityOf('stranger')).key, 'stranger');
  const forger = new Y.Doc();
  const forged = (n: number, padding: string) => {
    forger.clientID = n + 1;
    const before = Y.encodeStateVector(forger);
    const value = { ...visit('stranger', `m-${n}`), staffName: padding };
    sharedMap(forger, 'visits').set(
      `x-${n}`,
      stranger.vouchFor('visits', `x-${n}`, value, null, { at: clock, n }),
    );
    return Y.encodeStateAsUpdate(forger, before);
  };
  const sentBefore = b.sent.length;
  for (let n = 0; n < HELD_PER_STATION * 3; n++) {
    b.replicated.receive(forged(n, ''), new FromPeer('till-a'));
    expect(b.replicated.holding('till-a').updates).toBeLessThanOrEqual(HELD_PER_STATION);
  }
  expect(b.replicated.holding('till-a').updates).toBe(HELD_PER_STATION);
  // Large ones: held within the bytes cap too.
  const large = 'x'.repeat(60_000);
  for (let n = 0; n < 100; n++)
    b.replicated.receive(forged(1000 + n, large), new FromPeer('till-a'));
  expect(b.replicated.holding('till-a').bytes).toBeLessThanOrEqual(HELD_BYTES_PER_STATION);
  expect(sharedMap(b.doc, 'visits').size).toBe(0);
  expect(b.sent.length).toBe(sentBefore);
  expect(b.refusals).toEqual([]);

  // Meanwhile an honest write goes through, and A's own entries stand.
  const honest = a.write(() => sharedMap(a.doc, 'visits').set('v-1', visit('till-a', 'm-1')));
  b.replicated.receive(honest, new FromPeer('till-a'));
  expect(sharedMap(b.doc, 'visits').has('v-1')).toBe(true);

  // The writer never comes: once older than the bound, the next change of who is who drops them.
  const dropped = b.replicated.holding('till-a').dropped;
  clock += HOLD_MS + 1;
  b.write(() => b.replicated.vouchOwn());
  await settle();
  expect(b.replicated.holding('till-a').updates).toBe(0);
  expect(b.replicated.holding('till-a').dropped).toBeGreaterThan(dropped);
  expect(sharedMap(b.doc, 'visits').size).toBe(1);
  expect(b.refusals).toEqual([]);
  for (const update of b.sent) a.replicated.receive(update, new FromPeer('till-b'));
  expect(sharedMap(a.doc, 'visits').get('v-1')).toMatchObject({ customerId: 'm-1' });
});

it('refuses at once, and does not hold, the word of a person known but removed', async () => {
  const olga = { id: randomUUID(), role: 'owner' as const };
  const { a, b } = await store([olga]);
  b.replicated.receive(
    a.write(() => a.replicated.vouchOwn()),
    new FromPeer('till-a'),
  );
  const gone = randomUUID();
  a.signedIn = olga.id;
  const removed = { ...person('owner'), removed: true };
  b.replicated.receive(
    a.write(() => sharedMap(a.doc, 'staff').set(gone, removed)),
    new FromPeer('till-a'),
  );
  expect(sharedMap(b.doc, 'staff').has(gone)).toBe(true);
  a.signedIn = gone;
  const setting = { value: 11, at: new Date(clock).toISOString(), stationId: 'till-a' };
  const changed = a.write(() => sharedMap(a.doc, 'settings').set('cooldownSeconds', setting));
  b.replicated.receive(changed, new FromPeer('till-a'));
  expect(b.replicated.holding('till-a').updates).toBe(0);
  expect(b.refusals).toEqual([{ map: 'settings', key: 'cooldownSeconds', why: 'notAllowed' }]);
  expect(sharedMap(b.doc, 'settings').has('cooldownSeconds')).toBe(false);
});

it('gives no role to a person whose staff entry comes in the same change and is refused', async () => {
  const olga = { id: randomUUID(), role: 'owner' as const };
  const cal = { id: randomUUID(), role: 'cashier' as const };
  const { a, b } = await store([olga, cal]);
  b.replicated.receive(
    a.write(() => a.replicated.vouchOwn()),
    new FromPeer('till-a'),
  );
  const mallory = randomUUID();
  const stranger = {
    name: 'Till X',
    fingerprint: randomBytes(32).toString('hex'),
    pairedAt: new Date(clock).toISOString(),
    storeId: STORE,
  };
  const forged = a.write(() => {
    // A cashier makes someone an owner, and that "owner" pairs a station, in one change.
    a.signedIn = cal.id;
    sharedMap(a.doc, 'staff').set(mallory, person('owner'));
    a.signedIn = mallory;
    sharedMap(a.doc, 'stations').set('till-x', stranger);
  });
  b.replicated.receive(forged, new FromPeer('till-a'));
  expect(b.refusals).toEqual([
    { map: 'stations', key: 'till-x', why: 'notAllowed' },
    { map: 'staff', key: mallory, why: 'notAllowed' },
  ]);
  expect(sharedMap(b.doc, 'stations').has('till-x')).toBe(false);
  expect(sharedMap(b.doc, 'staff').has(mallory)).toBe(false);
});
