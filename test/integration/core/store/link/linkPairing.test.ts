// Pairing's guards and the link's switches: wrong codes void an invite (also when tries race),
// an invite expires, a forgotten station is refused everywhere, sharing pauses and catches up,
// a restart keeps the station's identity and store, and live never shares with training.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { movableClock } from '../../../../support/movableClock';
import { refusal } from '../../world';
import { linked, pair, removeDir, startLinkStation, until, type LinkStation } from './linkStations';

const open: LinkStation[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close().then(() => removeDir(s.dataDir))));
});

async function station(name: string, extra: Parameters<typeof startLinkStation>[1] = {}) {
  const s = await startLinkStation(name, extra);
  open.push(s);
  return s;
}

/** The same code with its secret part changed. */
function wrong(code: string): string {
  const plain = code.replace(/-/g, '');
  return plain.slice(0, 8) + (plain.endsWith('0000') ? '1111' : '0000');
}

const stateOf = async (s: LinkStation, name: string) =>
  (await s.core.handlers['store.status']({})).peers.find((p) => p.name === name)?.state;

it('voids an invite after five wrong codes, also when twenty tries race in parallel', async () => {
  const [a, b] = await Promise.all([station('Till A'), station('Till B')]);
  const invite = await a.core.handlers['store.invite']({});
  const join = (code: string) => b.core.handlers['store.join']({ address: invite.address, code });
  const first = await refusal(join(wrong(invite.code)));
  expect(first.message).toMatch(/code is not right/);
  expect(first.details).toEqual({ pairing: 'wrongCode' });
  const raced = await Promise.all(
    Array.from({ length: 20 }, () => refusal(join(wrong(invite.code)))),
  );
  // Tries beyond a few at once from one address are not even let in (the greeting room).
  const kinds = raced.map((e) => e.details?.['pairing'] ?? e.kind);
  expect(
    kinds.filter((k) => !['wrongCode', 'tooManyTries', 'offline'].includes(String(k))),
  ).toEqual([]);
  const wrongs = kinds.filter((k) => k === 'wrongCode').length;
  expect(wrongs).toBeLessThanOrEqual(3);
  if (!kinds.includes('tooManyTries')) {
    // What the race left of the five wrong tries is used up one by one, and not one more.
    for (let left = 3 - wrongs; left > 0; left--) {
      expect((await refusal(join(wrong(invite.code)))).details).toEqual({ pairing: 'wrongCode' });
    }
    expect((await refusal(join(wrong(invite.code)))).details).toEqual({
      pairing: 'tooManyTries',
    });
  }
  const right = await refusal(join(invite.code));
  expect(right.details).toEqual({ pairing: 'tooManyTries' });
  expect(right.message).toMatch(/show a new one/);
  // A new code works.
  await pair(a, b);
  await linked(b, 'Till A');
});

it('refuses an expired code, a code naming another station and an address nobody answers', async () => {
  const clock = movableClock();
  const [a, b] = await Promise.all([station('Till A', { now: clock.now }), station('Till B')]);
  const invite = await a.core.handlers['store.invite']({});
  clock.advance(5 * 60_000 + 1000);
  const expired = await refusal(
    b.core.handlers['store.join']({ address: invite.address, code: invite.code }),
  );
  expect(expired.details).toEqual({ pairing: 'expired' });
  const other = await a.core.handlers['store.invite']({});
  const elsewhere = await refusal(
    b.core.handlers['store.join']({ address: await b.address(), code: other.code }),
  );
  expect(elsewhere.message).toMatch(/is not the one showing this code/);
  const nobody = await refusal(
    b.core.handlers['store.join']({ address: '127.0.0.1:9', code: other.code }),
  );
  expect(nobody.kind).toBe('offline');
  expect(nobody.message).toMatch(/could not be reached/);
  expect((await b.core.handlers['store.status']({})).paired).toBe(false);
});

it('refuses a forgotten station at every station that learns it', async () => {
  const [a, b, c] = await Promise.all([station('Till A'), station('Till B'), station('Till C')]);
  await pair(a, b);
  await pair(a, c);
  await linked(b, 'Till A', 'Till C');
  await a.core.handlers['store.forget']({ stationId: c.core.stationId });
  // B learns it from the shared map and drops C too; C dialling again gets nowhere.
  await until(async () => {
    const { peers } = await b.core.handlers['store.status']({});
    return !peers.some((p) => p.name === 'Till C');
  }, 'B forgets C');
  await until(async () => (await stateOf(c, 'Till A')) === 'away', 'C away from A');
  await until(async () => (await stateOf(c, 'Till B')) === 'away', 'C away from B');
  await c.core.handlers['store.setSharing']({ on: false });
  await c.core.handlers['store.setSharing']({ on: true });
  await c.write('from-c', { n: 1 });
  await a.write('marker', { n: 2 });
  await until(async () => (await b.read('marker')) ?? false, 'A and B still share');
  expect(await a.read('from-c')).toBeUndefined();
  expect(await b.read('from-c')).toBeUndefined();
  expect(await c.read('marker')).toBeUndefined();
  const store = JSON.parse(readFileSync(join(b.dataDir, 'store.json'), 'utf8')) as {
    stations: { stationId: string; forgotten?: boolean }[];
  };
  expect(store.stations.find((s) => s.stationId === c.core.stationId)?.forgotten).toBe(true);
  await expect(a.core.handlers['store.forget']({ stationId: c.core.stationId })).rejects.toThrow(
    /No station/,
  );
});

it('stops sharing while paused, across a restart, and catches up when resumed', async () => {
  const [a, b] = await Promise.all([station('Till A'), station('Till B')]);
  await pair(a, b);
  await linked(a, 'Till B');
  const paused = await a.core.handlers['store.setSharing']({ on: false });
  expect(paused.sharing).toBe(false);
  await until(async () => (await stateOf(b, 'Till A')) === 'away', 'B sees A away');
  await a.write('while-paused-a', { n: 1 });
  await b.write('while-paused-b', { n: 2 });
  // Restarted, A is still paused: B's dials are refused.
  const dir = a.dataDir;
  await a.close();
  open.splice(open.indexOf(a), 1);
  const again = await station('Till A', { dataDir: dir });
  expect((await again.core.handlers['store.status']({})).sharing).toBe(false);
  expect(await stateOf(again, 'Till B')).toBe('away');
  expect(await b.read('while-paused-a')).toBeUndefined();
  await again.core.handlers['store.setSharing']({ on: true });
  await until(async () => (await b.read('while-paused-a')) ?? false, 'B catches up');
  await until(async () => (await again.read('while-paused-b')) ?? false, 'A catches up');
});

it('keeps its identity and store across a restart, and links again', async () => {
  const [a, b] = await Promise.all([station('Till A'), station('Till B')]);
  await pair(a, b);
  await linked(a, 'Till B');
  const identity = readFileSync(join(b.dataDir, 'station-identity.json'), 'utf8');
  const store = readFileSync(join(b.dataDir, 'store.json'), 'utf8');
  const dir = b.dataDir;
  await b.close();
  open.splice(open.indexOf(b), 1);
  await a.write('while-away', { n: 1 });
  const again = await station('Till B', { dataDir: dir });
  expect(readFileSync(join(dir, 'station-identity.json'), 'utf8')).toBe(identity);
  expect(JSON.parse(readFileSync(join(dir, 'store.json'), 'utf8')).storeId).toBe(
    JSON.parse(store).storeId,
  );
  await linked(again, 'Till A');
  await until(async () => (await again.read('while-away')) ?? false, 'B catches up');
});

it('marks a peer silent for five seconds away, by its own clock', async () => {
  const clock = movableClock();
  const [a, b] = await Promise.all([station('Till A', { now: clock.now }), station('Till B')]);
  await pair(a, b);
  await linked(a, 'Till B');
  const states: string[] = [];
  a.core.events.on('store.changed', (status) => {
    states.push(status.peers.find((p) => p.name === 'Till B')?.state ?? '-');
  });
  // Without a turn of the event loop between, so no heartbeat of B's lands in the middle.
  clock.advance(3000);
  a.core.lan!.sweep();
  const atThree = [...states];
  clock.advance(2500);
  a.core.lan!.sweep();
  expect(atThree).not.toContain('away');
  expect(states.at(-1)).toBe('away');
  // B dials again, and the fresh link counts from A's clock now.
  await linked(a, 'Till B');
});

it('shares nothing between a live station and a training one', async () => {
  const [a, b] = await Promise.all([station('Till A'), station('Till B')]);
  await pair(a, b);
  await linked(a, 'Till B');
  await b.core.handlers['settings.update']({ serviceUrl: 'http://127.0.0.1:9' });
  await b.core.handlers['settings.setApiKey']({ apiKey: 'live-key-0001' });
  await until(async () => {
    const { peers } = await a.core.handlers['store.status']({});
    return peers.find((p) => p.name === 'Till B')?.mode === 'live';
  }, 'B live');
  await a.write('training-only', { n: 1 });
  await b.write('live-only', { n: 2 });
  await b.core.handlers['settings.update']({ trainingMode: true });
  await until(async () => (await b.read('training-only')) ?? false, 'training meets training');
  expect(await a.read('live-only')).toBeUndefined();
  await b.core.handlers['settings.update']({ trainingMode: false });
  expect(await b.read('live-only')).toEqual({ n: 2 });
  expect(await b.read('training-only')).toBeUndefined();
});

it('leaves its old store when it joins another', async () => {
  const [a, b, x] = await Promise.all([station('Till A'), station('Till B'), station('Till X')]);
  await pair(a, b);
  await linked(b, 'Till A');
  await pair(x, b);
  await linked(b, 'Till X');
  const { peers } = await b.core.handlers['store.status']({});
  expect(peers.map((p) => p.name)).toEqual(['Till X']);
  await until(async () => (await stateOf(a, 'Till B')) === 'away', 'A loses B');
  await b.write('new-store', { n: 1 });
  await until(async () => (await x.read('new-store')) ?? false, 'B shares with X');
});
