// The one change of a person any till of the store may write: the PIN's old hash wrapped with
// the store's key. Each till checks it with its own key, so no till can set a PIN that way.
import { describe, expect, it } from 'vitest';
import { hashPin, wrapped } from '../../../../../src/main/core/staff/pinHash';
import { PinKey } from '../../../../../src/main/core/staff/pinKey';
import { isOwnPinChange, isPinWrap } from '../../../../../src/main/core/store/records/sharedStaff';

const at = '2026-11-24T09:00:00.000Z';
const later = '2026-11-24T09:05:00.000Z';

describe('isPinWrap', () => {
  it('takes the old hash wrapped with this till’s key, and no other change', async () => {
    const key = PinKey.inMemory();
    const plain = await hashPin('4826', PinKey.inMemory(null));
    const before = {
      name: 'Ada',
      role: 'cashier' as const,
      pin: plain,
      badgeHash: null,
      createdAt: at,
      updatedAt: at,
    };
    const wrap = { ...before, pin: wrapped(plain, key)!, updatedAt: later };
    expect(isPinWrap(before, wrap, key)).toBe(true);
    // Made an owner on the way, renamed, given a badge, removed: not a wrap.
    expect(isPinWrap(before, { ...wrap, role: 'owner' }, key)).toBe(false);
    expect(isPinWrap(before, { ...wrap, name: 'Eve' }, key)).toBe(false);
    expect(isPinWrap(before, { ...wrap, badgeHash: 'cd'.repeat(32) }, key)).toBe(false);
    expect(isPinWrap(before, { ...wrap, removed: true }, key)).toBe(false);
    // Another PIN with the same salt, wrapped with this key: a PIN set, not a wrap.
    const chosen = await hashPin('0000', key);
    expect(isPinWrap(before, { ...wrap, pin: { ...chosen, salt: plain.salt } }, key)).toBe(false);
    // Wrapped with another key, or at a till with none, or dated before the entry: refused.
    expect(isPinWrap(before, wrap, PinKey.inMemory())).toBe(false);
    expect(isPinWrap(before, wrap, PinKey.inMemory(null))).toBe(false);
    expect(isPinWrap(before, { ...wrap, updatedAt: '2026-11-24T08:00:00.000Z' }, key)).toBe(false);
    // No entry before: nothing to wrap.
    expect(isPinWrap(undefined, wrap, key)).toBe(false);
  });

  it('takes the same wrap from a till that made it at the same time, and no other hash', async () => {
    const key = PinKey.inMemory();
    const plain = await hashPin('4826', PinKey.inMemory(null));
    const person = { name: 'Ada', role: 'cashier' as const, badgeHash: null, createdAt: at };
    const ours = { ...person, pin: wrapped(plain, key)!, updatedAt: at };
    const theirs = { ...ours, updatedAt: later };
    expect(isPinWrap(ours, theirs, key)).toBe(true);
    expect(isPinWrap(theirs, ours, key)).toBe(true);
    // Another wrapped PIN over a wrapped one is a PIN set, not a wrap; so is another key's.
    const other = await hashPin('0000', key);
    expect(isPinWrap(ours, { ...theirs, pin: other }, key)).toBe(false);
    expect(isPinWrap(ours, theirs, PinKey.inMemory())).toBe(false);
    expect(isPinWrap(ours, { ...theirs, role: 'owner' }, key)).toBe(false);
  });
});

describe('isOwnPinChange', () => {
  it('takes a new PIN only from the person themself, and nothing else with it', async () => {
    const pin = await hashPin('4826', PinKey.inMemory(null));
    const id = '0b7e5a52-9a6c-4f34-a1b1-2f0d6c1e9a11';
    const before = {
      name: 'Cal',
      role: 'cashier' as const,
      pin,
      badgeHash: null,
      createdAt: at,
      updatedAt: at,
    };
    const next = {
      ...before,
      pin: await hashPin('97531', PinKey.inMemory(null)),
      updatedAt: later,
    };
    expect(isOwnPinChange(id, before, next, id)).toBe(true);
    expect(isOwnPinChange(id, before, next, 'someone-else')).toBe(false);
    expect(isOwnPinChange(id, before, next, null)).toBe(false);
    expect(isOwnPinChange(id, before, { ...next, role: 'owner' }, id)).toBe(false);
    expect(isOwnPinChange(id, before, { ...next, updatedAt: '2026-11-24T08:00:00.000Z' }, id)).toBe(
      false,
    );
    expect(isOwnPinChange(id, undefined, next, id)).toBe(false);
  });
});
