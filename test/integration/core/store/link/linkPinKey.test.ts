// The store's PIN key over the link: a joining till takes it at pairing, and every hash kept
// before keys, wrapped as a till holding the key opens (nobody signing in), is taken by the
// others (checked with their own key, never counted as refused), and keeps signing in everywhere.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { createCore, MemoryKeyVault } from '../../../../../src/main/core';
import { PinKey } from '../../../../../src/main/core/staff/pinKey';
import { StaffRoster } from '../../../../../src/main/core/staff/roster';
import { sharedMap } from '../../../../../src/main/core/store/sharedDoc';
import { linked, pair, removeDir, startLinkStation, until, type LinkStation } from './linkStations';

const open: LinkStation[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close().then(() => removeDir(s.dataDir))));
});

const keptPin = (s: LinkStation, id: string) =>
  (
    JSON.parse(readFileSync(join(s.dataDir, 'staff.json'), 'utf8')) as {
      people: { id: string; pin: { key?: string } }[];
    }
  ).people.find((person) => person.id === id)?.pin;
/** An owner and a cashier kept in the folder's staff file as before keys: plain scrypt. */
async function plainStaff(dataDir: string) {
  const roster = new StaffRoster(
    join(dataDir, 'staff.json'),
    join(dataDir, 'manager-pin.json'),
    () => new Date(),
    PinKey.inMemory(null),
  );
  return {
    olga: await roster.add('Olga', 'owner', '4711'),
    mia: await roster.add('Mia', 'cashier', '2468'),
  };
}
const keyFile = (s: LinkStation) => readFileSync(join(s.dataDir, 'pin-key.json'), 'utf8');

it('gives a joining till the store’s key; a wrapped hash and a person’s own new PIN reach every till', async () => {
  // Till A, in no store, makes its key; its staff are then kept as before keys: plain scrypt.
  const first = await startLinkStation('Till A');
  await first.close();
  const { olga, mia } = await plainStaff(first.dataDir);
  const core = await createCore({
    keyVault: new MemoryKeyVault(),
    lan: { port: 0, host: '127.0.0.1', discovery: false, peers: [] },
    dataDir: first.dataDir,
  });
  const a: LinkStation = { ...first, core, close: () => core.close() };
  const b = await startLinkStation('Till B');
  open.push(a, b);
  // A holds its key: every hash is wrapped as it opens, nobody signed in, and told to the store,
  // so a copy of A's files gives up no plain hash of someone who never signs in there again.
  for (const person of [olga, mia]) {
    const kept = keptPin(a, person.id);
    expect(kept?.key).toMatch(/^[0-9a-f]{16}$/);
    expect(sharedMap(await a.core.sharedDoc(), 'staff').get(person.id)).toMatchObject({
      pin: kept,
    });
  }
  // Nowhere in A's folder (staff file, database and its log) is a plain hash left.
  const everyFile = readdirSync(a.dataDir, { recursive: true, encoding: 'utf8' })
    .map((name) => join(a.dataDir, name))
    .filter((path) => statSync(path).isFile());
  for (const path of everyFile) {
    const bytes = readFileSync(path);
    for (const plain of [olga, mia]) expect(bytes.includes(plain.pin.hash), path).toBe(false);
  }
  await a.core.handlers['staff.signIn']({ staffId: olga.id, pin: '4711' });
  // B, joining, takes A's key (kept plain here: no keyring in tests).
  const keyOfA = JSON.parse(keyFile(a)).key.data as string;
  expect(keyOfA).toMatch(/^[0-9a-f]{64}$/);
  expect(JSON.parse(keyFile(b)).key.data).not.toBe(keyOfA);
  await pair(a, b);
  await linked(a, 'Till B');
  expect(JSON.parse(keyFile(b)).key.data).toBe(keyOfA);
  // The key never enters the shared document.
  const docText = JSON.stringify((await b.core.sharedDoc()).toJSON());
  expect(docText).not.toContain(keyOfA);

  await until(async () => keptPin(b, mia.id) !== undefined, 'B knows Mia');
  // B takes Mia's hash wrapped, as A keeps it; she signs in there with her PIN.
  expect(keptPin(b, mia.id)).toEqual(keptPin(a, mia.id));
  await b.core.handlers['staff.signIn']({ staffId: mia.id, pin: '2468' });
  expect((await a.core.handlers['store.status']({})).peers[0]?.refused).toBeUndefined();
  const atA = await a.core.handlers['staff.signIn']({ staffId: mia.id, pin: '2468' });
  expect(atA.person?.name).toBe('Mia');
  // Mia changes her own PIN at B, signed in as herself: A takes it from her, refusing nothing.
  await b.core.handlers['staff.signIn']({ staffId: mia.id, pin: '2468' });
  await b.core.handlers['staff.changeOwnPin']({ pin: '2468', newPin: '80642' });
  const newSalt = (keptPin(b, mia.id) as { salt: string }).salt;
  await until(
    async () => (keptPin(a, mia.id) as { salt: string }).salt === newSalt,
    'A takes Mia’s new PIN',
  );
  expect((await a.core.handlers['store.status']({})).peers[0]?.refused).toBeUndefined();
  expect(
    (await a.core.handlers['staff.signIn']({ staffId: mia.id, pin: '80642' })).person?.name,
  ).toBe('Mia');
  // And the owner's, wrapped at A before B joined, signs her in at B.
  const atB = await b.core.handlers['staff.signIn']({ staffId: olga.id, pin: '4711' });
  expect(atB.role).toBe('owner');
});

it('wraps the plain hashes a store kept before its key at every till as it opens, refusing none', async () => {
  // A store paired before keys: A and B hold none, and the store keeps Mia's hash plain.
  const first = await startLinkStation('Till A');
  await first.close();
  writeFileSync(join(first.dataDir, 'pin-key.json'), JSON.stringify({ version: 1, key: null }));
  const { olga, mia } = await plainStaff(first.dataDir);
  const reopen = async (dataDir: string, port = 0): Promise<LinkStation> => {
    const core = await createCore({
      keyVault: new MemoryKeyVault(),
      lan: { port, host: '127.0.0.1', discovery: false, peers: [] },
      dataDir,
    });
    return { ...first, dataDir, core, close: () => core.close() };
  };
  let a = await reopen(first.dataDir);
  let b = await startLinkStation('Till B');
  open.push(a, b);
  await a.core.handlers['staff.signIn']({ staffId: olga.id, pin: '4711' });
  await pair(a, b);
  await linked(a, 'Till B');
  await until(async () => keptPin(b, mia.id) !== undefined, 'B knows Mia');
  expect(keptPin(b, mia.id)).toEqual(mia.pin);
  const portOf = async (s: LinkStation) =>
    Number((await s.core.handlers['store.status']({})).listening!.split(':').pop());
  const ports = [await portOf(a), await portOf(b)];
  await Promise.all(open.splice(0).map((s) => s.close()));
  // The store gets a key (as if every till had taken it); each till opens again on its port.
  const key = JSON.stringify({ version: 1, key: { format: 'plain', data: 'ab'.repeat(32) } });
  for (const s of [a, b]) writeFileSync(join(s.dataDir, 'pin-key.json'), key);
  a = await reopen(a.dataDir, ports[0]);
  b = await reopen(b.dataDir, ports[1]);
  open.push(a, b);
  await linked(a, 'Till B');
  for (const s of [a, b]) {
    for (const person of [olga, mia]) {
      expect(keptPin(s, person.id)?.key).toMatch(/^[0-9a-f]{16}$/);
      const entry = sharedMap(await s.core.sharedDoc(), 'staff').get(person.id) as { pin: object };
      expect(entry.pin).toEqual(keptPin(s, person.id));
    }
  }
  // Nobody signed in; both wrapped the same hashes; each took the other's, refusing none.
  const staffOf = async (s: LinkStation) =>
    JSON.stringify(sharedMap(await s.core.sharedDoc(), 'staff').toJSON());
  await until(async () => (await staffOf(a)) === (await staffOf(b)), 'the tills agree');
  for (const s of [a, b]) {
    expect((await s.core.handlers['store.status']({})).peers[0]?.refused).toBeUndefined();
  }
  // No plain hash is left in either folder: the document's log, the database, its backups.
  const holdsPlain = (s: LinkStation) =>
    readdirSync(s.dataDir, { recursive: true, encoding: 'utf8' })
      .map((name) => join(s.dataDir, name))
      .filter((path) => statSync(path).isFile())
      .some((path) => [olga, mia].some((person) => readFileSync(path).includes(person.pin.hash)));
  await until(async () => !holdsPlain(a) && !holdsPlain(b), 'no plain hash left');
  const atB = await b.core.handlers['staff.signIn']({ staffId: olga.id, pin: '4711' });
  expect(atB.role).toBe('owner');
});
