// Telling a keyboard-wedge scanner's burst from a person typing, by key timing alone.
import { describe, expect, it } from 'vitest';
import {
  classifyKeys,
  isCutOffStart,
  WedgeBuffer,
  type HeldKey,
} from '../../../../src/renderer/scanner/wedge/wedgeBuffer';

const options = { maxGapMs: 30, holdMs: 50, burstHoldMs: 250, minLength: 4 };

/** Keys of `text` pressed `gap` ms apart (a number, or one gap per key after the first). */
function keys(text: string, gap: number | number[], start = 1000): HeldKey[] {
  let at = start;
  return [...text].map((key, i) => {
    if (i > 0) at += typeof gap === 'number' ? gap : gap[i - 1]!;
    return { key, at };
  });
}

describe('classifyKeys', () => {
  it('calls a fast burst a scan and gives its text', () => {
    expect(classifyKeys(keys('MEMBER-42', 5), options)).toEqual({
      kind: 'scan',
      text: 'MEMBER-42',
    });
  });

  it('calls a person typing at ordinary speed typing', () => {
    expect(classifyKeys(keys('hello', 120), options).kind).toBe('typing');
  });

  it('calls a few rolled keys typing even when they came within milliseconds', () => {
    expect(classifyKeys(keys('the', 8), options).kind).toBe('typing');
  });

  it('keeps a burst a scan when one key arrives late on a busy machine', () => {
    expect(classifyKeys(keys('ABCDEFGH', [4, 5, 180, 4, 6, 5, 4]), options).kind).toBe('scan');
  });

  it('calls a fast typist with two quick rolls typing', () => {
    expect(classifyKeys(keys('abcdef', [12, 80, 14, 90, 70]), options).kind).toBe('typing');
  });

  it('calls a run with a pause longer than the hold typing', () => {
    expect(classifyKeys(keys('ABCDEFGH', [4, 4, 4, 300, 4, 4, 4]), options).kind).toBe('typing');
  });

  it('never calls only spaces a scan', () => {
    expect(classifyKeys(keys('      ', 3), options).kind).toBe('typing');
  });

  it('hands back the typed keys in order for replay', () => {
    const typed = keys('ab', 150);
    expect(classifyKeys(typed, options)).toEqual({ kind: 'typing', keys: typed });
  });
});

describe('WedgeBuffer', () => {
  it('holds a person-like run only briefly after its last key', () => {
    const buffer = new WedgeBuffer(options);
    buffer.hold('A', 0);
    buffer.hold('B', 5);
    expect(buffer.isHoldOver(54)).toBe(false);
    expect(buffer.isHoldOver(55)).toBe(true);
  });

  it('waits longer once the run looks like a scanner, so a stall does not cut a code in two', () => {
    const buffer = new WedgeBuffer(options);
    for (const k of keys('PAS', 5, 0)) buffer.hold(k.key, k.at);
    expect(buffer.isHoldOver(10 + 200)).toBe(false);
    expect(buffer.isHoldOver(10 + 250)).toBe(true);
  });

  it('keeps the short hold for a slow run however long it gets', () => {
    const buffer = new WedgeBuffer(options);
    for (const k of keys('hello', 45, 0)) buffer.hold(k.key, k.at);
    expect(buffer.isHoldOver(180 + 50)).toBe(true);
  });

  it('releases a scan without a terminator, and is empty after', () => {
    const buffer = new WedgeBuffer(options);
    for (const k of keys('PASS1234', 5)) buffer.hold(k.key, k.at);
    expect(buffer.release()).toEqual({ kind: 'scan', text: 'PASS1234' });
    expect(buffer.isHolding).toBe(false);
  });

  it('counts a prompt Enter as the end of the burst', () => {
    const buffer = new WedgeBuffer(options);
    for (const k of keys('PASS1234', 5, 0)) buffer.hold(k.key, k.at);
    expect(buffer.release(40)).toEqual({ kind: 'scan', text: 'PASS1234' });
  });

  it('treats a late Enter after a fast run as a person pressing it', () => {
    const buffer = new WedgeBuffer(options);
    for (const k of keys('PASS1234', 5, 0)) buffer.hold(k.key, k.at);
    expect(buffer.release(35 + 251).kind).toBe('typing');
  });

  it('says nothing is held before the first key', () => {
    const buffer = new WedgeBuffer(options);
    expect(buffer.isHolding).toBe(false);
    expect(buffer.isHoldOver(1_000_000)).toBe(false);
  });
});

describe('isCutOffStart', () => {
  it('takes a lone key given back just before a burst as the burst’s first key', () => {
    expect(isCutOffStart(keys('M', 0, 0), 120, options)).toBe(true);
  });

  it('leaves a key typed well before the burst alone', () => {
    expect(isCutOffStart(keys('M', 0, 0), 400, options)).toBe(false);
  });

  it('leaves a person’s slow keys alone even right before a burst', () => {
    expect(isCutOffStart(keys('ab', 150, 0), 200, options)).toBe(false);
  });

  it('never takes back a run long enough to have been judged on its own', () => {
    expect(isCutOffStart(keys('abcd', 5, 0), 100, options)).toBe(false);
  });

  it('takes nothing when nothing was given back', () => {
    expect(isCutOffStart([], 100, options)).toBe(false);
  });
});
