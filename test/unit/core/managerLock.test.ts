// The manager PIN: kept hashed in an owner-only file, wrong tries counted across restarts, and
// the lock closing again after a while without a manager's action.
import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '@shared/ipc/errors';
import type { LockView } from '@shared/ipc/views';
import {
  FREE_TRIES,
  ManagerLock,
  UNLOCKED_FOR_MS,
  type LockTimer,
} from '../../../src/main/core/lock/managerLock';

function setUp() {
  const file = join(mkdtempSync(join(tmpdir(), 'passdesk-lock-')), 'manager-pin.json');
  let now = Date.parse('2026-11-24T09:00:00Z');
  const clock = {
    now: () => new Date(now),
    advance: (ms: number) => (now += ms),
  };
  /** The expiry timer, fired by the test when it has moved the clock. */
  const timers: { ms: number; fire: () => void }[] = [];
  const timer: LockTimer = {
    set: (ms, fire) => {
      const forget = () => timers.includes(entry) && timers.splice(timers.indexOf(entry), 1);
      const entry = {
        ms,
        fire: () => {
          forget();
          fire();
        },
      };
      timers.push(entry);
      return () => void forget();
    },
  };
  const announced: LockView[] = [];
  const open = () =>
    new ManagerLock(file, clock.now, { timer, onChange: (view) => announced.push(view) });
  return { file, clock, open, timers, announced };
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
    expect(lock.view()).toEqual({ pinSet: false, unlocked: true, waitUntil: null, problem: null });
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
    expect(lock.view()).toEqual({ pinSet: false, unlocked: true, waitUntil: null, problem: null });
  });

  it('stays locked when its file is damaged, says which file to remove, and never throws for the role', async () => {
    const { file, open } = setUp();
    await open().setPin('1111');
    writeFileSync(file, '{"salt":');
    const lock = open();
    expect(lock.role()).toBe('cashier');
    expect(lock.view()).toMatchObject({ pinSet: true, unlocked: false });
    expect(lock.view().problem).toContain(file);
    const refused = await refusal(() => lock.require('Changing the settings'));
    expect(refused.kind).toBe('forbidden');
    expect(refused.message).toContain('Changing the settings needs the manager PIN.');
    expect(refused.message).toContain(`remove ${file}`);
    expect((await refusal(lock.unlock('1111'))).kind).toBe('forbidden');
  });

  it('refuses a stored cost it did not write instead of hashing with it', async () => {
    const { file, open } = setUp();
    await open().setPin('1111');
    const hostile = { ...JSON.parse(readFileSync(file, 'utf8')), cost: { N: 2 ** 30, r: 8, p: 1 } };
    writeFileSync(file, JSON.stringify(hostile));
    const lock = open();
    const refused = await refusal(lock.unlock('1111'));
    expect(refused.kind).toBe('forbidden');
    expect(refused.message).toContain('cannot be read');
    expect(lock.role()).toBe('cashier');
  });

  it('judges parallel PINs one at a time: only the free tries are hashed, the rest wait', async () => {
    const { clock, file, open } = setUp();
    await open().setPin('8642');
    const lock = open();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => lock.unlock(String(1000 + i))),
    );
    const kinds = outcomes.map((o) =>
      o.status === 'rejected' ? (o.reason as AppError).kind : 'ok',
    );
    expect(kinds.filter((k) => k === 'forbidden')).toHaveLength(FREE_TRIES);
    expect(kinds.filter((k) => k === 'rateLimited')).toHaveLength(40 - FREE_TRIES);
    const onDisk = JSON.parse(readFileSync(file, 'utf8')) as {
      wrongTries: number;
      waitUntil: number;
    };
    expect(onDisk.wrongTries).toBe(FREE_TRIES);
    // The policy's first wait, not one grown by every guess that was let through.
    expect(onDisk.waitUntil - clock.now().getTime()).toBe(30_000);
    // The right PIN during the wait is refused like any other.
    expect((await refusal(lock.unlock('8642'))).kind).toBe('rateLimited');
    expect(lock.view().unlocked).toBe(false);
  });

  it('refuses a right PIN that was sent in parallel with wrong ones once a wait began', async () => {
    const { open } = setUp();
    await open().setPin('8642');
    const lock = open();
    const wrong = Array.from({ length: FREE_TRIES }, () => lock.unlock('0000'));
    const right = lock.unlock('8642');
    await Promise.allSettled(wrong);
    expect((await refusal(right)).kind).toBe('rateLimited');
  });

  it('counts a try on disk before hashing it', async () => {
    const { file, open } = setUp();
    await open().setPin('8642');
    const lock = open();
    let answered = false;
    const judged = lock.unlock('0000').finally(() => (answered = true));
    // One turn of the event loop: the queued judgement has started hashing, which takes far longer.
    await new Promise(setImmediate);
    expect(JSON.parse(readFileSync(file, 'utf8')).wrongTries).toBe(1);
    expect(answered).toBe(false);
    await refusal(judged);
  });

  it('announces the lock closing when its time comes', async () => {
    const { clock, open, timers, announced } = setUp();
    const lock = open();
    await lock.setPin('2468');
    expect(timers).toHaveLength(1);
    clock.advance(UNLOCKED_FOR_MS / 2);
    lock.require('Reading the credits');
    // Fired early (the manager acted since): it looks again instead of closing.
    timers[0]!.fire();
    expect(announced.at(-1)?.unlocked).toBe(true);
    expect(timers).toHaveLength(1);
    clock.advance(UNLOCKED_FOR_MS);
    timers[0]!.fire();
    expect(announced.at(-1)).toMatchObject({ pinSet: true, unlocked: false });
    expect(timers).toHaveLength(0);
  });
});
