// Joining a store: a station with staff needs its owner's PIN; it starts from the new store's
// document and carries nothing of its old one (people, members, settings); a till may not claim
// a paired station's id; the QR's whole fingerprint is checked.
import { expect, it } from 'vitest';
import { sharedMap } from '../../../../../src/main/core/store/sharedDoc';
import { encodeControl } from '../../../../../src/main/core/store/link/frames';
import { identityIn, rawPeer } from './rawPeer';
import { refusal } from '../../world';
import { linked, pair, stationsForEachTest, until, type LinkStation } from './linkStations';

const station = stationsForEachTest();

const staffNames = async (s: LinkStation) =>
  (await s.core.handlers['staff.session']({})).people.map((p) => p.name).sort();

it('joins with its owner PIN only when it has staff, and leaves all of its old store behind', async () => {
  const [a, b, c] = await Promise.all([station('Till A'), station('Till B'), station('Till C')]);
  // B belongs to A's store, with an owner of its own, a member and a counter setting shared.
  await pair(a, b);
  await linked(a, 'Till B');
  const bob = await b.core.handlers['staff.add']({ name: 'Bob', role: 'owner', pin: '4711' });
  await b.core.handlers['staff.signIn']({ staffId: bob.id, pin: '4711' });
  await b.core.handlers['settings.update']({ cooldownSeconds: 777 });
  await b.write('old-store-member', { name: 'Zebediah' });
  await until(async () => (await staffNames(a)).includes('Bob'), 'A knows Bob');
  // C's store has an owner of its own.
  const cleo = await c.core.handlers['staff.add']({ name: 'Cleo', role: 'owner', pin: '2580' });
  await c.core.handlers['staff.signIn']({ staffId: cleo.id, pin: '2580' });

  const invite = await c.core.handlers['store.invite']({});
  const join = (ownerPin?: string) =>
    b.core.handlers['store.join']({
      address: invite.address,
      code: invite.code,
      ...(ownerPin ? { ownerPin } : {}),
    });
  const without = await refusal(join());
  expect(without.details).toMatchObject({ field: 'ownerPin' });
  expect(without.message).toMatch(/owner’s PIN/);
  const wrong = await refusal(join('0000'));
  expect(wrong.kind).toBe('forbidden');
  expect(wrong.details).toMatchObject({ field: 'ownerPin' });
  await join('4711');
  await linked(b, 'Till C');

  // B now holds C's store: Cleo, not Bob; none of the old store's members or visits.
  await until(async () => (await staffNames(b)).join() === 'Cleo', 'B has only Cleo');
  const docB = await b.core.sharedDoc();
  expect(sharedMap(docB, 'directory').has('old-store-member')).toBe(false);
  // C never hears of Bob, of the member, or of B's old setting.
  await c.write('new-store-mark', { n: 1 });
  await until(async () => (await b.read('new-store-mark')) !== undefined, 'B syncs with C');
  await b.write('after-join', { n: 2 });
  await until(async () => (await c.read('after-join')) !== undefined, 'C hears B');
  expect(await staffNames(c)).toEqual(['Cleo']);
  expect(await c.read('old-store-member')).toBeUndefined();
  expect(sharedMap(await c.core.sharedDoc(), 'settings').has('cooldownSeconds')).toBe(false);
  expect((await c.core.handlers['settings.get']({})).cooldownSeconds).not.toBe(777);
});

it('joins without a PIN while it has no staff', async () => {
  const [a, b] = await Promise.all([station('Till A'), station('Till B')]);
  await pair(a, b);
  await linked(b, 'Till A');
});

it("refuses a till claiming a paired station's id, until that station is forgotten", async () => {
  const [a, b, d] = await Promise.all([station('Till A'), station('Till B'), station('Till D')]);
  await pair(a, b);
  await linked(a, 'Till B');
  const claim = async () => {
    const invite = await a.core.handlers['store.invite']({});
    // D, with its own certificate, says it is B.
    const peer = await rawPeer(invite.address, identityIn(d.dataDir));
    const answers: Buffer[] = [];
    peer.socket.on('data', (chunk: Buffer) => answers.push(chunk));
    peer.socket.write(
      encodeControl({
        t: 'join',
        v: 1,
        stationId: b.core.stationId,
        name: 'Till B',
        secret: invite.code.replace(/-/g, '').slice(8),
        port: null,
      }),
    );
    await peer.closed;
    return Buffer.concat(answers).subarray(5).toString('utf8');
  };
  expect(JSON.parse(await claim())).toEqual({ t: 'refused', why: 'idTaken' });
  const status = await a.core.handlers['store.status']({});
  expect(status.peers.find((p) => p.stationId === b.core.stationId)?.state).toBe('linked');
  await a.core.handlers['store.forget']({ stationId: b.core.stationId });
  expect(JSON.parse(await claim())).toMatchObject({ t: 'welcome' });
});

it("checks the QR's whole fingerprint, not only the code's part of it", async () => {
  const [a, b] = await Promise.all([station('Till A'), station('Till B')]);
  const invite = await a.core.handlers['store.invite']({});
  const fingerprint = invite.qrText.split(':').at(-1)!;
  // A certificate that agrees with the code's 40 bits and differs after them.
  const lookalike =
    fingerprint.slice(0, 10) + (fingerprint[10] === '0' ? '1' : '0') + fingerprint.slice(11);
  const refused = await refusal(
    b.core.handlers['store.join']({
      address: invite.address,
      code: invite.code,
      fingerprint: lookalike,
    }),
  );
  expect(refused.message).toMatch(/is not the one showing this code/);
  await b.core.handlers['store.join']({ address: invite.address, code: invite.code, fingerprint });
  await linked(b, 'Till A');
});
