// The sync engine's commits are flushed off the event loop: a request leaves only once its claim
// is on disk, and an outcome is reported only once it is.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Flush } from '../../../../src/main/core/db/deferredSync';
import { startFakeWallet, type FakeWallet } from '../fakeWallet';
import { startCore, until, type TestCore } from '../harness';

let wallet: FakeWallet;
let t: TestCore;
let flushes: { finish: (error?: Error) => void }[];

beforeEach(async () => {
  flushes = [];
  const held: Flush = (_fd, done) => flushes.push({ finish: (error) => done(error ?? null) });
  wallet = await startFakeWallet();
  t = await startCore(wallet.url, wallet.apiKey, { flushWal: held });
});
afterEach(async () => {
  for (const flush of flushes) flush.finish();
  await t.close();
  await wallet.close();
});

const checkIns = () => wallet.requests.filter((r) => r.path.includes('check-in'));
/** Every callback due now has run, so what is still missing waits for something else. */
const quiet = async () => {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 1));
};

describe('the engine and the disk', () => {
  it('sends nothing before its claim is flushed, and reports no outcome before it is', async () => {
    wallet.counts.set('m1', 2);
    const reported: string[] = [];
    t.core.events.on('queue.item', (item) => reported.push(`${item.id}:${item.state}`));
    const { item } = await t.core.handlers['counter.checkIn']({
      customerId: 'm1',
      action: { kind: 'increment' },
    });

    await until(() => flushes.length === 1, 'the claim to be flushed');
    await quiet();
    expect(checkIns()).toHaveLength(0);

    flushes[0]!.finish();
    await until(() => flushes.length === 2, 'the answer to be committed and flushed');
    expect(checkIns()).toHaveLength(1);
    expect(wallet.counts.get('m1')).toBe(3);
    await quiet();
    expect(reported).not.toContain(`${item.id}:synced`);

    flushes[1]!.finish();
    await until(() => reported.includes(`${item.id}:synced`), 'the outcome to be reported');
    const member = await t.core.handlers['counter.member']({ customerId: 'm1' });
    expect(member).toMatchObject({ knownCount: 3, pendingCount: 0 });
  });

  it('sends nothing a refused flush claimed, says why, and tries again after a pause', async () => {
    wallet.counts.set('m1', 0);
    const { item } = await t.core.handlers['counter.checkIn']({
      customerId: 'm1',
      action: { kind: 'increment' },
    });
    await until(() => flushes.length === 1, 'the claim to be flushed');
    flushes[0]!.finish(new Error('EIO: i/o error, fdatasync'));

    const status = await until(async () => {
      const s = await t.core.handlers['sync.status']({});
      return s.lastError ? s : null;
    }, 'the refusal to be reported');
    expect(status.lastError!.message).toMatch(/could not write its queue to disk: EIO/);
    expect(checkIns()).toHaveLength(0);
    const [waiting] = (await t.core.handlers['queue.list']({ states: ['pending'], limit: 10 }))
      .items;
    expect(waiting).toMatchObject({ id: item.id, state: 'pending' });

    // After the hold, the claim is made again; this time the disk takes it.
    await until(() => flushes.length === 2, 'the claim to be made again');
    flushes[1]!.finish();
    await until(() => flushes.length === 3, 'the answer to be committed');
    flushes[2]!.finish();
    await until(() => wallet.counts.get('m1') === 1 && checkIns().length === 1, 'one check-in');
  });
});
