// A paired till turned hostile (or anyone holding its identity file) speaks the link's protocol
// and writes what no till may: every forged entry is refused, counted and undone, each honest
// till is left as it was, and the link is closed and kept closed for a while. A fresh station
// with an "owner" of its own gets no one into the store's staff.
import { createHash, randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import * as Y from 'yjs';
import * as encoding from 'lib0/encoding';
import * as syncProtocol from 'y-protocols/sync';
import type { Core } from '../../../../../src/main/core';
import {
  encodeControl,
  encodeFrame,
  FRAME_KIND,
} from '../../../../../src/main/core/store/link/frames';
import { sharedMap } from '../../../../../src/main/core/store/sharedDoc';
import { VouchSigner } from '../../../../../src/main/core/store/replicated/vouch';
import { identityIn, rawPeer, storeIdIn, type RawPeer } from '../link/rawPeer';
import {
  linked,
  pair,
  removeDir,
  stationsPerTest,
  until,
  type LinkStation,
} from '../link/linkStations';

const stations = stationsPerTest();
const station = stations.start;

const PINS = { owner: '4711', manager: '2468', cashier: '1357' };

/** The store's people, added at A while it is alone, the owner signed in there. */
async function staffAt(core: Core) {
  const h = core.handlers;
  const owner = await h['staff.add']({ name: 'Olga', role: 'owner', pin: PINS.owner });
  const manager = await h['staff.add']({ name: 'Mia', role: 'manager', pin: PINS.manager });
  const cashier = await h['staff.add']({ name: 'Cal', role: 'cashier', pin: PINS.cashier });
  await h['staff.signIn']({ staffId: owner.id, pin: PINS.owner });
  return { owner, manager, cashier };
}

const visit = (stationId: string, customerId: string, at: string, extra: object = {}) => ({
  customerId,
  dynamicPassId: 'pass-1',
  stationId,
  stationName: 'Till',
  staffName: null,
  kind: 'stamp',
  at,
  seq: 1,
  countBefore: 2,
  countAfter: 3,
  priorRedemption: null,
  override: null,
  ...extra,
});

/** Speaks as a paired station: its own copy of the store's document, its key, its greeting. */
class Impostor {
  readonly doc = new Y.Doc();
  private readonly signer: VouchSigner;

  constructor(
    readonly peer: RawPeer,
    readonly stationId: string,
    key: string,
    state: Uint8Array,
  ) {
    this.signer = new VouchSigner(key, stationId);
    Y.applyUpdate(this.doc, state);
  }

  signed(map: string, key: string, value: object, person: string | null = null) {
    const time = { at: Date.now(), n: 0 };
    return this.signer.vouchFor(map, key, value as Record<string, unknown>, person, time);
  }

  /** Sends what `change` does to its copy, as one update. */
  send(change: (doc: Y.Doc) => void): void {
    const before = Y.encodeStateVector(this.doc);
    this.doc.transact(() => change(this.doc));
    const encoder = encoding.createEncoder();
    syncProtocol.writeUpdate(encoder, Y.encodeStateAsUpdate(this.doc, before));
    this.peer.socket.write(encodeFrame(FRAME_KIND.sync, encoding.toUint8Array(encoder)));
  }
}

const status = (s: LinkStation) => s.core.handlers['store.status']({});
const peerNamed = async (s: LinkStation, name: string) =>
  (await status(s)).peers.find((p) => p.name === name);
const people = async (s: LinkStation) =>
  (await s.core.handlers['staff.session']({})).people.map((p) => `${p.name}:${p.role}`).sort();
const mapOf = async (s: LinkStation, name: Parameters<typeof sharedMap>[1]) =>
  sharedMap(await s.core.sharedDoc(), name);

/** C is taken away, and its identity file speaks for it to A. */
async function takeOver(a: LinkStation, c: LinkStation) {
  const cId = c.core.stationId;
  const cDir = c.dataDir;
  await c.close();
  stations.closedHere(c);
  await until(async () => (await peerNamed(a, 'Till C'))?.state === 'away', 'C away');
  const identity = identityIn(cDir);
  const peer = await rawPeer(await a.address(), identity);
  peer.socket.write(hello(cId, storeIdIn(a.dataDir)));
  await until(() => peer.received() > 0, 'A links the impostor');
  const aDoc = await a.core.sharedDoc();
  const impostor = new Impostor(peer, cId, identity.key, Y.encodeStateAsUpdate(aDoc));
  return { impostor, peer, identity, cId, cDir };
}

function hello(stationId: string, storeId: string) {
  return encodeControl({
    t: 'hello',
    v: 1,
    stationId,
    name: 'Till C',
    storeId,
    mode: 'training',
    port: null,
  });
}

it('refuses every forged entry of a paired till, leaves A and B unharmed and closes its link', async () => {
  const [a, b, c] = await Promise.all([station('Till A'), station('Till B'), station('Till C')]);
  const { manager, cashier } = await staffAt(a.core);
  await pair(a, b);
  await pair(a, c);
  await linked(a, 'Till B', 'Till C');
  // B's own entries: a visit, and an enrolment made offline.
  const now = new Date().toISOString();
  const enrolment = {
    fields: { firstName: 'Ada' },
    dynamicPassId: 'pass-1',
    initialCount: 0,
    stationId: b.core.stationId,
    at: now,
    serviceId: null,
    cardId: null,
  };
  const bDoc = await b.core.sharedDoc();
  bDoc.transact(() => {
    sharedMap(bDoc, 'visits').set('b-visit', visit(b.core.stationId, 'member-1', now));
    sharedMap(bDoc, 'enrolments').set('b-enrolment', enrolment);
  });
  await until(async () => (await mapOf(a, 'enrolments')).has('b-enrolment'), 'A has B’s entries');
  await until(async () => (await mapOf(c, 'enrolments')).has('b-enrolment'), 'C has B’s entries');
  const before = {
    people: await people(a),
    settings: await a.core.handlers['settings.get']({}),
    visits: (await mapOf(a, 'visits')).size,
  };

  const { impostor, peer, identity, cId, cDir } = await takeOver(a, c);
  const ownerEntry = sharedMap(impostor.doc, 'staff').get(manager.id) as Record<string, unknown>;
  const { vouch: _, ...mia } = ownerEntry;
  const bStation = sharedMap(impostor.doc, 'stations').get(b.core.stationId) as Record<
    string,
    unknown
  >;
  const { vouch: __, ...bView } = bStation;
  const later = new Date(Date.now() + 60 * 60_000).toISOString();
  const forged = [
    // A new owner, vouched by nobody, and the cashier made owner, vouched by herself.
    ['staff', randomUUID(), { ...mia, name: 'Mallory', role: 'owner', updatedAt: now }, null],
    ['staff', cashier.id, { ...mia, name: 'Cal', role: 'owner', updatedAt: now }, cashier.id],
    // B forgotten (an owner's act), by the manager.
    ['stations', b.core.stationId, { ...bView, forgotten: true }, manager.id],
    // Members marked erased by nobody.
    ['erasures', `d|${'a'.repeat(64)}`, { stationId: cId, at: now }, null],
    ['erasures', `d|${'b'.repeat(64)}`, { stationId: cId, at: now }, null],
    // A redemption dated an hour ahead (it would win every "latest" for good).
    ['visits', 'future-redeem', visit(cId, 'member-1', later, { kind: 'redeem' }), null],
    // A full card in B's name.
    ['visits', 'full-card', visit(b.core.stationId, 'member-1', now, { countAfter: 10 }), null],
    // C's own visit saying it was made in a way no counter makes one.
    ['visits', 'forged-how', visit(cId, 'member-3', now, { how: 'swiped' }), null],
    // B's visit moved onto another customer, and B's enrolment taken over.
    ['visits', 'b-visit', visit(cId, 'member-2', now), null],
    ['enrolments', 'b-enrolment', { ...enrolment, stationId: cId, fields: { firstName: 'Eve' } }],
    // A barcode rule that freezes every scan, with a manager's name on it.
    [
      'settings',
      'barcodeRule',
      { value: { mode: 'pattern', pattern: '^(?<id>(a+)+)$' }, at: now, stationId: cId },
      manager.id,
    ],
    // A setting dated ahead, so it would win "latest change" for good, with a manager's name.
    ['settings', 'earningMinutes', { value: 1, at: later, stationId: cId }, manager.id],
    // A setting changed by nobody, and a setting that is not one.
    ['settings', 'cooldownSeconds', { value: 0, at: now, stationId: cId }, null],
    ['settings', 'apiKey', { value: 'x', at: now, stationId: cId }, manager.id],
  ] as const;
  impostor.send((doc) => {
    for (const [map, key, value, person] of forged) {
      sharedMap(doc, map).set(key, impostor.signed(map, key, value, person ?? null));
    }
    // B's visit deleted outright, and an entry in a map no till has.
    doc.getMap('visits').delete('b-visit');
    doc.getMap('junk').set('x', { n: 1 });
  });
  await until(
    async () => ((await peerNamed(a, 'Till C'))?.refused ?? 0) >= forged.length,
    'A refuses',
  );

  // A flood: many unsigned keys, and a map of thousands.
  impostor.send((doc) => {
    for (let i = 0; i < 200; i++) sharedMap(doc, 'visits').set(`flood-${i}`, { n: i });
    const junk = doc.getMap('flood');
    for (let i = 0; i < 2000; i++) junk.set(`k${i}`, i);
  });
  await peer.closed;

  for (const honest of [a, b]) {
    const name = honest === a ? 'A' : 'B';
    await until(async () => {
      const visits = await mapOf(honest, 'visits');
      return (visits.get('b-visit') as { customerId?: string })?.customerId === 'member-1';
    }, `B’s visit as B wrote it at ${name}`);
    expect(await people(honest), name).toEqual(before.people);
    const settings = await honest.core.handlers['settings.get']({});
    expect(settings.barcodeRule, name).toEqual(before.settings.barcodeRule);
    expect(settings.cooldownSeconds, name).toEqual(before.settings.cooldownSeconds);
    expect(settings.earningMinutes, name).toEqual(before.settings.earningMinutes);
    const visits = await mapOf(honest, 'visits');
    for (const key of ['future-redeem', 'full-card', 'forged-how', 'flood-0', 'flood-199']) {
      expect(visits.has(key), `${key} at ${name}`).toBe(false);
    }
    expect(visits.size, name).toBe(before.visits);
    const erasures = await mapOf(honest, 'erasures');
    expect(
      [...erasures.keys()].filter((key) => key.startsWith('d|')),
      name,
    ).toEqual([]);
    const taken = (await mapOf(honest, 'enrolments')).get('b-enrolment') as typeof enrolment;
    expect(taken.stationId, name).toBe(b.core.stationId);
    expect(taken.fields, name).toEqual({ firstName: 'Ada' });
    const doc = await honest.core.sharedDoc();
    expect(doc.getMap('junk').size + doc.getMap('flood').size, name).toBe(0);
    expect(sharedMap(doc, 'settings').has('apiKey'), name).toBe(false);
  }
  // B is still a till of the store at A, linked, and nothing B sent was refused.
  const bAtA = await peerNamed(a, 'Till B');
  expect(bAtA?.state).toBe('linked');
  expect(bAtA?.refused).toBeUndefined();
  expect((await peerNamed(b, 'Till A'))?.refused).toBeUndefined();
  expect((await peerNamed(a, 'Till C'))?.refused).toBeGreaterThanOrEqual(forged.length + 2200);

  // The impostor is not linked again for a while: greeted, it is dropped before a word.
  const again = await rawPeer(await a.address(), identity);
  again.socket.write(hello(cId, storeIdIn(a.dataDir)));
  await again.closed;
  expect(again.received()).toBe(0);
  // And B still shares with A.
  await b.write('after', { n: 1 });
  await until(async () => (await a.read('after')) ?? false, 'B still shares with A');
  removeDir(cDir);
});

it('passes on at once what of a partly refused update stands, and never the refused part', async () => {
  const [a, b, c] = await Promise.all([station('Till A'), station('Till B'), station('Till C')]);
  await staffAt(a.core);
  await pair(a, b);
  await pair(a, c);
  await linked(a, 'Till B', 'Till C');
  const cId = c.core.stationId;
  const cDir = c.dataDir;
  // C's certificate has reached the others, so what C signs can be checked there.
  for (const honest of [a, b]) {
    await until(async () => (await mapOf(honest, 'certificates')).has(cId), 'C’s certificate');
  }
  await c.close();
  stations.closedHere(c);
  await until(async () => (await peerNamed(a, 'Till C'))?.state === 'away', 'C away');
  // Every update B's document takes from now on, as bytes: the refused value is to be in none.
  const bDoc = await b.core.sharedDoc();
  const takenAtB: Uint8Array[] = [];
  bDoc.on('update', (update: Uint8Array) => takenAtB.push(update));
  const identity = identityIn(cDir);
  const peer = await rawPeer(await a.address(), identity);
  peer.socket.write(hello(cId, storeIdIn(a.dataDir)));
  await until(() => peer.received() > 0, 'A links the impostor');
  const impostor = new Impostor(
    peer,
    cId,
    identity.key,
    Y.encodeStateAsUpdate(await a.core.sharedDoc()),
  );
  const now = new Date().toISOString();
  const forged = visit(b.core.stationId, 'forged-member', now, { countAfter: 10 });
  // One update: C's own visit, which C may write, and a full card in B's name, which it may not.
  impostor.send((doc) => {
    const visits = sharedMap(doc, 'visits');
    visits.set('c-visit', impostor.signed('visits', 'c-visit', visit(cId, 'member-3', now)));
    visits.set('full-card', impostor.signed('visits', 'full-card', forged));
  });
  await until(async () => (await peerNamed(a, 'Till C'))?.refused === 1, 'A refuses one');
  // A and B stay linked as they were: nothing syncs them again, and B has C's visit.
  await until(async () => (await mapOf(b, 'visits')).has('c-visit'), 'B takes C’s visit');
  expect((await mapOf(a, 'visits')).has('c-visit')).toBe(true);
  for (const honest of [a, b]) expect((await mapOf(honest, 'visits')).has('full-card')).toBe(false);
  const marker = Buffer.from('forged-member');
  expect(takenAtB.filter((update) => Buffer.from(update).includes(marker))).toEqual([]);
  expect((await peerNamed(b, 'Till A'))?.refused).toBeUndefined();
  expect((await peerNamed(a, 'Till B'))?.state).toBe('linked');
  peer.socket.destroy();
  removeDir(cDir);
});

it('refuses every forged flag rule and opening hours of a paired till, at A and at B', async () => {
  const [a, b, c] = await Promise.all([station('Till A'), station('Till B'), station('Till C')]);
  const { owner, manager, cashier } = await staffAt(a.core);
  await pair(a, b);
  await pair(a, c);
  await linked(a, 'Till B', 'Till C');
  // The owner's hours, shared from A, are the store's: a forgery has something to overturn.
  const hours = Array.from({ length: 7 }, () => ({ open: '08:00', close: '18:00' }));
  await a.core.handlers['settings.update']({ openingHours: hours });
  for (const till of [b, c]) {
    await until(
      async () => (await till.core.handlers['settings.get']({})).openingHours !== null,
      'the hours at B and C',
    );
  }
  const before = await a.core.handlers['settings.get']({});
  const { impostor, peer, cId, cDir } = await takeOver(a, c);
  const now = new Date().toISOString();
  const later = new Date(Date.now() + 60 * 60_000).toISOString();
  const rulesOff = Object.fromEntries(
    Object.entries(before.flagRules).map(([name, rule]) => [name, { ...rule, on: false }]),
  );
  const night = hours.map(() => ({ open: '02:00', close: '03:00' }));
  const forgeries = [
    // Turned off by a manager; six days; a rule that is not one (the service, the owner's too).
    [
      ['flagRules', { value: rulesOff, at: now, stationId: cId }, manager.id],
      ['openingHours', { value: night.slice(1), at: now, stationId: cId }, owner.id],
      ['serviceUrl', { value: 'https://elsewhere.test', at: now, stationId: cId }, owner.id],
    ],
    // Dated an hour ahead, to win every "latest change" for good; too large to be hours.
    [
      ['flagRules', { value: rulesOff, at: later, stationId: cId }, owner.id],
      [
        'openingHours',
        { value: night.map((day) => ({ ...day, note: 'x'.repeat(800) })), at: now, stationId: cId },
        owner.id,
      ],
    ],
    // Said to be B's change; turned off by a cashier.
    [
      ['openingHours', { value: night, at: now, stationId: b.core.stationId }, owner.id],
      ['flagRules', { value: rulesOff, at: now, stationId: cId }, cashier.id],
    ],
  ] as const;
  let sent = 0;
  for (const update of forgeries) {
    // Built on what A holds now, its undo of the last forgery too: a forgery that only follows
    // the last one ties with that undo, and loses to it at A unseen half the time (by Yjs client
    // ids), so nothing is there to count.
    Y.applyUpdate(impostor.doc, Y.encodeStateAsUpdate(await a.core.sharedDoc()));
    impostor.send((doc) => {
      for (const [key, value, person] of update) {
        sharedMap(doc, 'rules').set(key, impostor.signed('rules', key, value, person));
      }
    });
    sent += update.length;
    await until(
      async () => ((await peerNamed(a, 'Till C'))?.refused ?? 0) >= sent,
      `A refuses ${sent}`,
    );
  }
  // The third change with refusals closes the link.
  await peer.closed;
  for (const honest of [a, b]) {
    const name = honest === a ? 'A' : 'B';
    const settings = await honest.core.handlers['settings.get']({});
    expect(settings.flagRules, name).toEqual(before.flagRules);
    expect(settings.openingHours, name).toEqual(hours);
    expect(settings.serviceUrl, name).toEqual(before.serviceUrl);
    const rules = await mapOf(honest, 'rules');
    expect([...rules.keys()].sort(), name).toEqual(['openingHours']);
    expect((rules.get('openingHours') as { value: unknown }).value, name).toEqual(hours);
  }
  expect((await peerNamed(a, 'Till B'))?.refused).toBeUndefined();
  removeDir(cDir);
});

it('takes in no till that vouches for itself in the change that brings it', async () => {
  const [a, c, d] = await Promise.all([station('Till A'), station('Till C'), station('Till D')]);
  const { owner } = await staffAt(a.core);
  await pair(a, c);
  await linked(a, 'Till C');
  // D never paired: its identity, its certificate and an entry of the store's tills naming it,
  // signed by D itself with the owner's name on it, all in one update.
  const dId = d.core.stationId;
  const dIdentity = identityIn(d.dataDir);
  const der = dIdentity.cert.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
  const fingerprint = createHash('sha256').update(Buffer.from(der, 'base64')).digest('hex');
  const entry = {
    name: 'Till D',
    fingerprint,
    pairedAt: new Date().toISOString(),
    storeId: storeIdIn(a.dataDir),
  };
  const signedByD = new VouchSigner(dIdentity.key, dId).vouchFor('stations', dId, entry, owner.id, {
    at: Date.now(),
    n: 0,
  });
  const { impostor, cDir } = await takeOver(a, c);
  impostor.send((doc) => {
    sharedMap(doc, 'certificates').set(dId, { cert: der });
    sharedMap(doc, 'stations').set(dId, signedByD);
  });
  await until(async () => ((await peerNamed(a, 'Till C'))?.refused ?? 0) >= 1, 'A refuses');
  expect((await mapOf(a, 'stations')).has(dId)).toBe(false);
  expect((await status(a)).peers.map((p) => p.name)).not.toContain('Till D');
  removeDir(cDir);
});

it('lets no owner of a fresh station into the store’s staff', async () => {
  const [a, b] = await Promise.all([station('Till A'), station('Till B')]);
  const { manager } = await staffAt(a.core);
  await pair(a, b);
  await linked(a, 'Till B');
  const before = await people(a);
  const refusedAtAOrB = async (name: string) =>
    ((await peerNamed(a, name))?.refused ?? 0) + ((await peerNamed(b, name))?.refused ?? 0);
  await until(async () => (await people(b)).join() === before.join(), 'B knows the staff');
  // D was set up alone: with no staff it acts as owner, and makes one. It joins only with
  // Dora's PIN, and then as a station of the store: Dora stays behind.
  const d = await station('Till D');
  await d.core.handlers['staff.add']({ name: 'Dora', role: 'owner', pin: '9999' });
  await expect(pair(a, d)).rejects.toMatchObject({ details: { field: 'ownerPin' } });
  await pair(a, d, '9999');
  await linked(a, 'Till D');
  await until(async () => (await people(d)).join() === before.join(), 'D knows the staff');
  // Once more, by a station that has no staff at all and so "acts as owner".
  const e = await station('Till E');
  await pair(a, e);
  await linked(a, 'Till E');
  const eDoc = await e.core.sharedDoc();
  const staffKey = randomUUID();
  await until(() => sharedMap(eDoc, 'staff').has(manager.id), 'E knows the staff');
  const mia = sharedMap(eDoc, 'staff').get(manager.id) as Record<string, unknown>;
  sharedMap(eDoc, 'staff').set(staffKey, { ...mia, name: 'Eli', role: 'owner' });
  // Refused by whichever of A and B heard it first: the other hears of it as taken back.
  await until(async () => (await refusedAtAOrB('Till E')) > 0, 'Eli refused');
  for (const honest of [a, b]) {
    expect(await people(honest)).toEqual(before);
    expect((await mapOf(honest, 'staff')).has(staffKey)).toBe(false);
  }
  expect((await peerNamed(a, 'Till B'))?.refused).toBeUndefined();
});

it('takes each till’s honest changes over the link and refuses none of them', async () => {
  const [a, b] = await Promise.all([station('Till A'), station('Till B')]);
  const { manager } = await staffAt(a.core);
  await pair(a, b);
  await linked(a, 'Till B');
  await until(async () => (await people(b)).length === 3, 'B knows the staff');
  // A manager at B changes a counter setting A changed before; the owner at A adds a person.
  await a.core.handlers['settings.update']({ cooldownSeconds: 30 });
  await until(
    async () => (await b.core.handlers['settings.get']({})).cooldownSeconds === 30,
    'B takes A’s setting',
  );
  await b.core.handlers['staff.signIn']({ staffId: manager.id, pin: PINS.manager });
  await b.core.handlers['settings.update']({
    cooldownSeconds: 45,
    barcodeRule: { mode: 'pattern', pattern: '^M:(?<id>\\d+)$' },
  });
  await a.core.handlers['staff.add']({ name: 'Noor', role: 'cashier', pin: '8642' });
  // A visit typed at B says so at A.
  const bDoc = await b.core.sharedDoc();
  const typed = visit(b.core.stationId, 'member-1', new Date().toISOString(), { how: 'typed' });
  sharedMap(bDoc, 'visits').set('b-typed', typed);
  await until(
    async () => ((await mapOf(a, 'visits')).get('b-typed') as { how?: string })?.how === 'typed',
    'A takes B’s typed visit',
  );
  await until(async () => {
    const settings = await a.core.handlers['settings.get']({});
    return settings.cooldownSeconds === 45 && settings.barcodeRule.mode === 'pattern';
  }, 'A takes B’s settings');
  await until(async () => (await people(b)).includes('Noor:cashier'), 'B takes Noor');
  expect((await peerNamed(a, 'Till B'))?.refused).toBeUndefined();
  expect((await peerNamed(b, 'Till A'))?.refused).toBeUndefined();
});
