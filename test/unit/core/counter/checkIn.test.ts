// Check-ins are stored before anything is sent, sync in order, and survive lost answers.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeWallet, type FakeWallet } from '../fakeWallet';
import { settled, startCore, until, type TestCore } from '../harness';

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

const inc = { kind: 'increment' } as const;

describe('check-in sync', () => {
  it('stores the check-in, sends it once and confirms the count', async () => {
    wallet.counts.set('m1', 2);
    const { item, member } = await t.core.handlers['counter.checkIn']({
      customerId: 'm1',
      action: inc,
    });
    expect(item.state === 'pending' || item.state === 'sending').toBe(true);
    expect(member.pendingCount).toBe(1);
    await settled(t.core);
    expect(wallet.counts.get('m1')).toBe(3);
    const view = await t.core.handlers['counter.member']({ customerId: 'm1' });
    expect(view).toMatchObject({ knownCount: 3, displayCount: 3, pendingCount: 0 });
  });

  it('keeps one member in order: a reset never overtakes an earlier +1', async () => {
    wallet.counts.set('m1', 0);
    for (let i = 0; i < 5; i++)
      await t.core.handlers['counter.checkIn']({ customerId: 'm1', action: inc });
    await t.core.handlers['counter.checkIn']({
      customerId: 'm1',
      action: { kind: 'reset' },
      reason: 'reward given early',
    });
    await t.core.handlers['counter.checkIn']({ customerId: 'm1', action: inc });
    await settled(t.core);
    expect(wallet.counts.get('m1')).toBe(1);
    const bodies = wallet.requests
      .filter((r) => r.path.includes('check-in'))
      .map((r) => r.body ?? null);
    expect(bodies).toEqual([null, null, null, null, null, { resetVisits: true }, null]);
  });

  it('resends a lost answer with the same key, and a key-honouring service applies it once', async () => {
    wallet.counts.set('m1', 3);
    await t.core.handlers['counter.checkIn']({ customerId: 'm1', action: inc });
    await settled(t.core);
    wallet.requests.length = 0;
    wallet.faults.push('applyThenDrop', 'drop');
    const { item } = await t.core.handlers['counter.checkIn']({ customerId: 'm1', action: inc });
    await settled(t.core);
    const keys = wallet.requests.filter((r) => r.path.includes('check-in')).map((r) => r.key);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
    expect(wallet.counts.get('m1')).toBe(5);
    const [after] = (
      await t.core.handlers['queue.list']({ states: ['synced', 'needsReview'], limit: 1 })
    ).items;
    expect(after).toMatchObject({ id: item.id, state: 'synced' });
  });

  it('flags a lost answer it cannot verify when the station never saw the count', async () => {
    wallet.counts.set('m1', 4);
    wallet.faults.push('applyThenDrop');
    const { item } = await t.core.handlers['counter.checkIn']({ customerId: 'm1', action: inc });
    await settled(t.core);
    expect(wallet.counts.get('m1')).toBe(5);
    const [flagged] = (await t.core.handlers['queue.list']({ states: ['needsReview'], limit: 1 }))
      .items;
    expect(flagged).toMatchObject({ id: item.id, review: { correction: null } });
  });

  it('flags a double application when the service ignores the key, and corrects it in one step', async () => {
    wallet.counts.set('m1', 4);
    wallet.honourIdempotencyKey = false;
    await t.core.handlers['counter.checkIn']({ customerId: 'm1', action: inc });
    await settled(t.core);
    expect(wallet.counts.get('m1')).toBe(5);
    wallet.faults.push('applyThenDrop');
    const { item } = await t.core.handlers['counter.checkIn']({ customerId: 'm1', action: inc });
    await settled(t.core);
    expect(wallet.counts.get('m1')).toBe(7);
    const flagged = (await t.core.handlers['queue.list']({ states: ['needsReview'], limit: 10 }))
      .items;
    expect(flagged).toHaveLength(1);
    expect(flagged[0]!.id).toBe(item.id);
    expect(flagged[0]!.review?.correction).toEqual({ updatedCount: 6 });
    await t.core.handlers['queue.correct']({ itemId: item.id });
    await settled(t.core);
    expect(wallet.counts.get('m1')).toBe(6);
    const last = wallet.requests.at(-1)!;
    expect(last.body).toEqual({ updatedCount: 6 });
  });

  it('pauses the whole queue on 401 and resumes with a new key', async () => {
    wallet.counts.set('m1', 0);
    wallet.faults.push('unauthorized');
    await t.core.handlers['counter.checkIn']({ customerId: 'm1', action: inc });
    const paused = await until(
      async () => (await t.core.handlers['sync.status']({})).paused,
      'the pause',
    );
    expect(paused.reason).toBe('auth');
    expect(JSON.stringify(await t.core.handlers['sync.status']({}))).not.toContain(wallet.apiKey);
    await t.core.handlers['settings.setApiKey']({ apiKey: wallet.apiKey });
    await settled(t.core);
    expect(wallet.counts.get('m1')).toBe(1);
  });

  it('fails an unknown member on 404 and keeps the item until a person decides', async () => {
    const { item } = await t.core.handlers['counter.checkIn']({ customerId: 'ghost', action: inc });
    const failed = await until(async () => {
      const items = (await t.core.handlers['queue.list']({ states: ['failed'], limit: 5 })).items;
      return items[0] ?? null;
    }, 'the failure');
    expect(failed.id).toBe(item.id);
    expect(failed.lastError?.kind).toBe('notFound');
    const { item: discarded } = await t.core.handlers['queue.discard']({ itemId: item.id });
    expect(discarded.state).toBe('discarded');
  });

  it('holds a member’s later check-ins behind a failed one until a person decides', async () => {
    const first = await t.core.handlers['counter.checkIn']({ customerId: 'late', action: inc });
    await until(async () => {
      const { items } = await t.core.handlers['queue.list']({ states: ['failed'], limit: 5 });
      return items.length === 1;
    }, 'the failure');
    wallet.counts.set('late', 0);
    const second = await t.core.handlers['counter.checkIn']({ customerId: 'late', action: inc });
    expect(second.item).toMatchObject({ state: 'pending', heldBy: first.item.id });
    await t.core.handlers['queue.retry']({ itemId: first.item.id });
    await settled(t.core);
    expect(wallet.counts.get('late')).toBe(2);
    const { items } = await t.core.handlers['queue.list']({ states: ['synced'], limit: 5 });
    expect(items.map((i) => i.id)).toEqual([second.item.id, first.item.id]);
  });

  it('retries 500s and 429s until the check-in lands exactly once', async () => {
    wallet.counts.set('m1', 0);
    await t.core.handlers['counter.member']({ customerId: 'm1' });
    wallet.faults.push('error500', 'rateLimit', 'error500', 'rateLimit');
    await t.core.handlers['counter.checkIn']({ customerId: 'm1', action: inc });
    await settled(t.core);
    expect(wallet.counts.get('m1')).toBe(1);
  });
});
