// One scan in one call: the code resolved, the member read, the +1 stored before the answer, and
// a member stamped moments ago asked about instead of stamped.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeWallet, type FakeWallet } from '../fakeWallet';
import { settled, startCore, type TestCore } from '../harness';

let wallet: FakeWallet;
let t: TestCore;

beforeEach(async () => {
  wallet = await startFakeWallet();
  t = await startCore(wallet.url, wallet.apiKey);
});
afterEach(async () => {
  await t.close();
  await wallet.close();
});

describe('a scan at the counter', () => {
  it('resolves the code by the station rule and stores a +1 with the chosen message', async () => {
    wallet.counts.set('m1', 2);
    await t.core.handlers['settings.update']({
      barcodeRule: { mode: 'pattern', pattern: '^MEMBER:(.+)$' },
    });
    const message = { heading: 'Thanks', body: 'See you soon' };
    const answer = await t.core.handlers['counter.scan']({
      text: ' MEMBER:m1 ',
      source: 'wedge',
      notification: message,
    });
    expect(answer.decision).toEqual({ kind: 'increment' });
    expect(answer.item).toMatchObject({
      customerId: 'm1',
      checkIn: { action: { kind: 'increment' }, notification: message },
    });
    expect(answer.member).toMatchObject({ customerId: 'm1', lastCheckIn: { id: answer.item!.id } });
    const { items } = await t.core.handlers['queue.list']({
      states: ['pending', 'sending', 'synced'],
      limit: 5,
    });
    expect(items.map((i) => i.id)).toEqual([answer.item!.id]);
    await settled(t.core);
    expect(wallet.counts.get('m1')).toBe(3);
  });

  it('asks instead of stamping a member checked in within the cooldown, and stores nothing', async () => {
    wallet.counts.set('m1', 0);
    await t.core.handlers['settings.update']({ cooldownSeconds: 60 });
    const first = await t.core.handlers['counter.scan']({ text: 'm1', source: 'camera' });
    const again = await t.core.handlers['counter.scan']({ text: 'm1', source: 'camera' });
    expect(again.decision).toMatchObject({ kind: 'confirmAgain' });
    expect(again.item).toBeUndefined();
    expect(again.member.lastCheckIn?.id).toBe(first.item!.id);
    const { items } = await t.core.handlers['queue.list']({
      states: ['pending', 'sending', 'synced'],
      limit: 5,
    });
    expect(items).toHaveLength(1);
  });

  it('asks before a stamp the store’s earning rule does not allow yet, after the cooldown', async () => {
    wallet.counts.set('m1', 0);
    await t.core.handlers['settings.update']({ cooldownSeconds: 0, earningMinutes: 30 });
    const first = await t.core.handlers['counter.scan']({ text: 'm1', source: 'camera' });
    expect(first.decision).toEqual({ kind: 'increment' });
    const again = await t.core.handlers['counter.scan']({ text: 'm1', source: 'camera' });
    expect(again.decision).toMatchObject({ kind: 'confirmAgain', reason: 'earningRule' });
    expect(again.item).toBeUndefined();

    await t.core.handlers['settings.update']({ earningMinutes: 0 });
    const allowed = await t.core.handlers['counter.scan']({ text: 'm1', source: 'wedge' });
    expect(allowed.decision).toEqual({ kind: 'increment' });
  });

  it('asks when the camera sees the last pass again 14 s later, with no other member between', async () => {
    wallet.counts.set('m1', 0);
    wallet.counts.set('m2', 0);
    let now = Date.now();
    const clocked = await startCore(wallet.url, wallet.apiKey, { now: () => new Date(now) });
    try {
      const scan = (text: string) =>
        clocked.core.handlers['counter.scan']({ text, source: 'camera' });
      await clocked.core.handlers['settings.update']({ cooldownSeconds: 5 });
      expect((await scan('m1')).decision.kind).toBe('increment');
      now += 14_000;
      const lyingThere = await scan('m1');
      expect(lyingThere.decision).toMatchObject({ kind: 'confirmAgain', reason: 'cameraRepeat' });
      expect(lyingThere.item).toBeUndefined();
      // Another member between: the first member shown to the camera again is a new visit.
      await scan('m2');
      expect((await scan('m1')).decision.kind).toBe('increment');
    } finally {
      await clocked.close();
    }
  });

  it('refuses a code the station rule does not match, saying why', async () => {
    await t.core.handlers['settings.update']({
      barcodeRule: { mode: 'pattern', pattern: '^MEMBER:(.+)$' },
    });
    await expect(
      t.core.handlers['counter.scan']({ text: 'COUPON:9', source: 'manual' }),
    ).rejects.toMatchObject({ kind: 'invalid' });
  });
});
