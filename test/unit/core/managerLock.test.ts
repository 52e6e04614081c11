// The manager PIN: kept hashed in an owner-only file, wrong tries counted across restarts, and
// the lock closing again after a while without a manager's action.
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '@shared/ipc/errors';
import { FREE_TRIES, ManagerLock, UNLOCKED_FOR_MS } from '../../../src/main/core/lock/managerLock';

function setUp() {
  const file = join(mkdtempSync(join(tmpdir(), 'passdesk-lock-')), 'manager-pin.json');
  let now = Date.parse('2026-11-24T09:00:00Z');
  const clock = {
    now: () => new Date(now),
    advance: (ms: number) => (now += ms),
  };
  const open = () => new ManagerLock(file, clock.now);
  return { file, clock, open };
}

async function refusal(call: Promise<unknown> | (() => unknown)): Promise<AppError> {
  try {
    await (typeof call === 'function' ? call() : call);
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected a refusal');
}

describe('ManagerLock', () => {
  it('is open to everyone while no PIN is set', () => {
    const { open } = setUp();
    const lock = open();
    expect(lock.view()).toEqual({ pinSet: false, unlocked: true, waitUntil: null });
    expect(() => lock.require('Changing the settings')).not.toThrow();
    expect(lock.role()).toBe('manager');
  });

  it('keeps only a salted hash, owner-only, and locks when asked', async () => {
    const { file, open } = setUp();
    const lock = open();
    await lock.setPin('482916');
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain('482916');
    expect(JSON.parse(text)).toMatchObject({ salt: expect.any(String), hash: expect.any(String) });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(lock.view()).toMatchObject({ pinSet: true, unlocked: true });

    lock.lock();
    expect(lock.role()).toBe('cashier');
    const refused = await refusal(() => lock.require('Changing the settings'));
    expect(refused.kind).toBe('forbidden');
    expect(refused.message).toBe('Changing the settings needs the manager PIN.');
    expect((await lock.unlock('482916')).unlocked).toBe(true);
  });

  it('counts wrong PINs, then makes each try wait, across a restart', async () => {
    const { clock, open } = setUp();
    await open().setPin('1357');
    let lock = open();
    for (let i = 1; i < FREE_TRIES; i++) {
      expect((await refusal(lock.unlock('0000'))).message).toBe(
        `That PIN is not right; ${FREE_TRIES - i} more ${FREE_TRIES - i === 1 ? 'try' : 'tries'} before a wait.`,
      );
    }
    expect((await refusal(lock.unlock('0000'))).message).toBe(
      'That PIN is not right. Too many wrong PINs: try again in 30 seconds.',
    );
    // A restart keeps the wait, and the right PIN waits too.
    lock = open();
    expect(lock.view().waitUntil).not.toBeNull();
    const waiting = await refusal(lock.unlock('1357'));
    expect(waiting.kind).toBe('rateLimited');
    clock.advance(31_000);
    expect((await refusal(lock.unlock('9999'))).message).toContain('try again in 60 seconds');
    clock.advance(61_000);
    expect((await lock.unlock('1357')).unlocked).toBe(true);
    lock.lock();
    expect((await refusal(lock.unlock('0000'))).message).toContain(`${FREE_TRIES - 1} more tries`);
  });

  it('closes again after a while without a manager’s action, kept open by each one', async () => {
    const { clock, open } = setUp();
    const lock = open();
    await lock.setPin('2468');
    clock.advance(UNLOCKED_FOR_MS - 1_000);
    lock.require('Reading the credits');
    clock.advance(UNLOCKED_FOR_MS - 1_000);
    expect(lock.view().unlocked).toBe(true);
    clock.advance(2_000);
    expect(lock.view().unlocked).toBe(false);
  });

  it('changes or removes the PIN only while open', async () => {
    const { open } = setUp();
    const lock = open();
    await lock.setPin('1111');
    lock.lock();
    expect((await refusal(lock.setPin('2222'))).kind).toBe('forbidden');
    expect((await refusal(lock.setPin(null))).kind).toBe('forbidden');
    await lock.unlock('1111');
    await lock.setPin(null);
    expect(lock.view()).toEqual({ pinSet: false, unlocked: true, waitUntil: null });
  });

  it('stays locked when its file is damaged, and says which file to remove', async () => {
    const { file, open } = setUp();
    await open().setPin('1111');
    writeFileSync(file, '{"salt":');
    const refused = await refusal(() => open().require('Changing the settings'));
    expect(refused.kind).toBe('internal');
    expect(refused.message).toContain(file);
  });
});
