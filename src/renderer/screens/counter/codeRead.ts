// A scanned code as the cashier is shown it: what was read, made visible and cut to a length a
// line can hold, so a stray burst of keys or a long URL does not fill the screen.

/** Longer codes keep their start and end, which is where people compare them. */
export const CODE_SHOWN_MAX = 40;

export function codeShown(text: string): string {
  // Control characters (a scanner's tab or group separator) are shown as the symbols for them.
  const visible = [...text.trim()]
    .map((c) => {
      const code = c.codePointAt(0)!;
      if (code < 0x20) return String.fromCodePoint(0x2400 + code);
      return code === 0x7f ? '\u2421' : c;
    })
    .join('');
  const chars = [...visible];
  if (chars.length <= CODE_SHOWN_MAX) return visible;
  const keep = (CODE_SHOWN_MAX - 1) / 2;
  return `${chars.slice(0, Math.ceil(keep)).join('')}…${chars.slice(-Math.floor(keep)).join('')}`;
}
