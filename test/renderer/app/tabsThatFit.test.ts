// Which tabs the top bar keeps when they do not all fit beside the person signed in.
import { describe, expect, it } from 'vitest';
import { tabsThatFit } from '../../../src/renderer/app/tabsThatFit';

const widths = [80, 60, 90, 100, 70, 70, 80, 80, 60];
const all = widths.map((_, i) => i);
// 9 tabs, 8 gaps of 4: 690 + 32.
const whole = 722;

describe('the tabs the bar shows', () => {
  it('are all of them when they fit, to the pixel', () => {
    expect(tabsThatFit({ widths, room: whole, gap: 4, more: 70, current: 0 })).toEqual(all);
    expect(tabsThatFit({ widths, room: 2000, gap: 4, more: 70, current: 8 })).toEqual(all);
  });

  it('give way from the end, leaving room for More', () => {
    // 80+60+90+100 and 3 gaps = 342, then a gap and More (70) = 416.
    expect(tabsThatFit({ widths, room: 416, gap: 4, more: 70, current: 0 })).toEqual([0, 1, 2, 3]);
    expect(tabsThatFit({ widths, room: 415.9, gap: 4, more: 70, current: 0 })).toEqual([0, 1, 2]);
    // One pixel short of all: More takes the place of the last ones.
    expect(tabsThatFit({ widths, room: whole - 1, gap: 4, more: 70, current: 0 })).toEqual([
      0, 1, 2, 3, 4, 5, 6,
    ]);
  });

  it('always keep the current one, in its place in the order', () => {
    // The staff tab (60) first, then 80+60+90 with gaps: 60+4+80+4+60+4+90 = 302, + 4 + 70 = 376.
    expect(tabsThatFit({ widths, room: 376, gap: 4, more: 70, current: 8 })).toEqual([0, 1, 2, 8]);
    expect(tabsThatFit({ widths, room: 10, gap: 4, more: 70, current: 5 })).toEqual([5]);
  });

  it('never holds more than the room, however the widths fall', () => {
    for (let room = 0; room < whole + 5; room += 7) {
      for (const current of all) {
        const shown = tabsThatFit({ widths, room, gap: 4, more: 70, current });
        expect(shown).toContain(current);
        const used = shown.reduce((sum, i) => sum + widths[i]!, 0) + 4 * (shown.length - 1);
        const withMore = shown.length === all.length ? used : used + 4 + 70;
        if (shown.length > 1) expect(withMore).toBeLessThanOrEqual(room + 0.5);
      }
    }
  });
});
