// The store's PIN key over the link: a joining till takes it at pairing, and a hash kept before
// keys, wrapped at a cashier's sign-in at one till, is taken by the others (checked with their own
// key, never counted as refused), and keeps signing her in everywhere.
import { readFileSync } from 'node:fs';
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
const keyFile = (s: LinkStation) => readFileSync(join(s.dataDir, 'pin-key.json'), 'utf8');

it('gives a joining till the store’s key; a wrapped hash and a person’s own new PIN reach every till', async () => {
  // Till A, in no store, makes its key; its staff are then kept as before keys: plain scrypt.
  const first = await startLinkStation('Till A');
  await first.close();
  const before = new StaffRoster(
    join(first.dataDir, 'staff.json'),
    join(first.dataDir, 'manager-pin.json'),
    () => new Date(),
    PinKey.inMemory(null),
  );
  const olga = await before.add('Olga', 'owner', '4711');
  const mia = await before.add('Mia', 'cashier', '2468');
  const core = await createCore({
    keyVault: new MemoryKeyVault(),
    lan: { port: 0, host: '127.0.0.1', discovery: false, peers: [] },
    dataDir: first.dataDir,
  });
  const a: LinkStation = { ...first, core, close: () => core.close() };
  const b = await startLinkStation('Till B');
  open.push(a, b);
  // The owner signs in to show a code: her hash is wrapped at once; Mia's waits for her.
  await a.core.handlers['staff.signIn']({ staffId: olga.id, pin: '4711' });
  expect(keptPin(a, olga.id)?.key).toMatch(/^[0-9a-f]{16}$/);
  expect(keptPin(a, mia.id)?.key).toBeUndefined();
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
  expect(keptPin(b, mia.id)?.key).toBeUndefined();
  // Mia signs in at B, nobody else signed in there: her hash is wrapped, at B and then at A.
  await b.core.handlers['staff.signIn']({ staffId: mia.id, pin: '2468' });
  expect(keptPin(b, mia.id)?.key).toMatch(/^[0-9a-f]{16}$/);
  await until(async () => keptPin(a, mia.id)?.key !== undefined, 'A takes Mia’s wrapped hash');
  const entry = sharedMap(await a.core.sharedDoc(), 'staff').get(mia.id) as { pin: object };
  expect(entry.pin).toEqual(keptPin(a, mia.id));
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
