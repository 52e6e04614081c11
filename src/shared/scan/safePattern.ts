// Whether a barcode pattern is safe to run on every scan: short, and free of what makes a
// backtracking engine take exponential time (a repeated group that itself repeats or offers
// alternatives, a back-reference). Stricter than needed, never looser: a refused pattern can
// always be written another way.

/** The longest pattern a station accepts. */
export const MAX_PATTERN_LENGTH = 200;

interface Group {
  repeats: boolean;
  alternates: boolean;
}

/** The index just past a character class that opens at `start`. */
function classEnd(pattern: string, start: number): number {
  let i = start + 1;
  if (pattern[i] === ']') i += 1;
  while (i < pattern.length && pattern[i] !== ']') i += pattern[i] === '\\' ? 2 : 1;
  return i + 1;
}

/** The length of a repeating quantifier at `i` (`*`, `+`, `{n,}`, `{n,m}` with m > 1), or 0. */
function repeatAt(pattern: string, i: number): number {
  const char = pattern[i];
  if (char === '*' || char === '+') return 1;
  if (char !== '{') return 0;
  const braces = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
  if (!braces) return 0;
  const most =
    braces[2] === undefined ? Number(braces[1]) : braces[3] ? Number(braces[3]) : Infinity;
  return most > 1 ? braces[0].length : 0;
}

export function isSafePattern(pattern: string): boolean {
  if (pattern.length > MAX_PATTERN_LENGTH) return false;
  if (/\\[1-9]|\\k</.test(pattern)) return false;
  const stack: Group[] = [{ repeats: false, alternates: false }];
  let closed: Group | null = null;
  let i = 0;
  while (i < pattern.length) {
    const char = pattern[i]!;
    const top = stack.at(-1)!;
    const repeat = repeatAt(pattern, i);
    if (repeat > 0) {
      if (closed && (closed.repeats || closed.alternates)) return false;
      top.repeats = true;
      i += repeat + (pattern[i + repeat] === '?' ? 1 : 0);
      closed = null;
      continue;
    }
    closed = null;
    if (char === '\\') i += 2;
    else if (char === '[') i = classEnd(pattern, i);
    else if (char === '(') {
      stack.push({ repeats: false, alternates: false });
      // The group's kind (`?:`, `?=`, `?<name>`) is no quantifier.
      const kind = /^\(\?(<[A-Za-z_$][\w$]*>|<=|<!|[:=!])/.exec(pattern.slice(i));
      i += kind ? kind[0].length : 1;
    } else if (char === ')') {
      if (stack.length === 1) return false;
      closed = stack.pop()!;
      stack.at(-1)!.repeats ||= closed.repeats;
      i += 1;
    } else {
      if (char === '|') top.alternates = true;
      i += 1;
    }
  }
  return stack.length === 1;
}
