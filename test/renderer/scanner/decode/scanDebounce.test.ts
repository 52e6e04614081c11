// Per-frame reads to scans: one code held up is one scan.
import { describe, expect, it } from 'vitest';
import { createScanDebouncer } from '../../../../src/renderer/scanner/decode/scanDebounce';

describe('scan debouncer', () => {
  it('reports a code once while consecutive frames keep reading it', () => {
    const d = createScanDebouncer({ forgetAfterMs: 1000 });
    expect([0, 100, 200, 300].map((t) => d.frame('A', t))).toEqual([true, false, false, false]);
  });

  it('treats a short run of missed frames as the same presentation', () => {
    const d = createScanDebouncer({ forgetAfterMs: 1000 });
    d.frame('A', 0);
    expect(d.frame(null, 300)).toBe(false);
    expect(d.frame('A', 600)).toBe(false);
  });

  it('reports the same code again once it has been out of sight longer than the limit', () => {
    const d = createScanDebouncer({ forgetAfterMs: 1000 });
    d.frame('A', 0);
    d.frame(null, 1500);
    expect(d.frame('A', 1600)).toBe(true);
  });

  it('keeps a code one scan across a long gap in which no frame was decoded (a busy machine)', () => {
    const d = createScanDebouncer({ forgetAfterMs: 1000 });
    d.frame('A', 0);
    expect(d.frame('A', 2001)).toBe(false);
    expect(d.frame('A', 5000)).toBe(false);
    expect(d.frame(null, 6001)).toBe(false);
    expect(d.frame('A', 6100)).toBe(true);
  });

  it('reports a different code at once', () => {
    const d = createScanDebouncer({ forgetAfterMs: 1000 });
    d.frame('A', 0);
    expect(d.frame('B', 50)).toBe(true);
    expect(d.frame('A', 100)).toBe(true);
  });

  it('keeps a scanned code counted as in view through frames read while paused', () => {
    const d = createScanDebouncer({ forgetAfterMs: 1000 });
    d.frame('A', 0);
    for (const t of [800, 1600, 2400]) d.keepAlive('A', t);
    expect(d.frame('A', 3000)).toBe(false);
  });

  it('lets a code first seen while paused be scanned once scanning resumes', () => {
    const d = createScanDebouncer({ forgetAfterMs: 1000 });
    d.frame('A', 0);
    d.keepAlive('B', 100);
    expect(d.frame('B', 200)).toBe(true);
  });

  it('forgets a scanned code that left the view while paused', () => {
    const d = createScanDebouncer({ forgetAfterMs: 1000 });
    d.frame('A', 0);
    d.keepAlive(null, 1500);
    expect(d.frame('A', 1600)).toBe(true);
  });
});
