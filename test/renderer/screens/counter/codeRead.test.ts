// A scanned code as the counter shows it: visible, and cut to a line keeping both ends.
import { describe, expect, it } from 'vitest';
import { CODE_SHOWN_MAX, codeShown } from '../../../../src/renderer/screens/counter/codeRead';

describe('a code read, as shown', () => {
  it('is shown whole when it fits, without the spaces around it', () => {
    expect(codeShown('  MEMBER:42 ')).toBe('MEMBER:42');
  });

  it('keeps the start and the end of a long code, within the limit', () => {
    const code = `A${'5'.repeat(100)}Z`;
    const shown = codeShown(code);
    expect([...shown]).toHaveLength(CODE_SHOWN_MAX);
    expect(shown.startsWith('A555')).toBe(true);
    expect(shown.endsWith('555Z')).toBe(true);
    expect(shown).toContain('…');
  });

  it('makes a scanner’s control characters visible instead of dropping them', () => {
    expect(codeShown('AB\u001dCD\tEF')).toBe('AB\u241dCD\u2409EF');
  });

  it('counts characters, not UTF-16 units, so an emoji is never cut in half', () => {
    const shown = codeShown('😀'.repeat(60));
    expect([...shown].every((c) => c === '😀' || c === '…')).toBe(true);
  });
});
