// Arabic lays every screen out right to left: a physical side (left, right) in the renderer's CSS,
// the pass page's or the host's, or in a component's inline style, stays put when the page mirrors.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../../..');
const folders = ['src/renderer', 'src/service/cardPage', 'src/host'];

function filesUnder(folder: string, ends: RegExp): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return filesUnder(path, ends);
    return ends.test(entry.name) ? [path] : [];
  });
}

/** CSS declarations naming a physical side; each pattern says what to write instead. */
const cssSides: [RegExp, string][] = [
  [
    /(?<![-\w])(margin|padding|border|scroll-margin|scroll-padding)-(left|right)(-\w+)?\s*:/,
    '…-inline-start/end',
  ],
  [/(?<![-\w])(left|right)\s*:/, 'inset-inline-start/end'],
  [/text-align\s*:\s*(left|right)\b/, 'text-align: start/end'],
  [/(?<![-\w])(float|clear)\s*:\s*(left|right)\b/, 'float: inline-start/inline-end'],
  [/border-(top|bottom)-(left|right)-radius\s*:/, 'border-start-start-radius …'],
  [/background-position(-x)?\s*:[^;]*\b(left|right)\b/, 'a side that follows the direction'],
  [
    /(?<![-\w])(margin|padding|inset)\s*:\s*([^\s;]+)\s+([^\s;]+)\s+([^\s;]+)\s+([^\s;]+)\s*(;|\})/,
    'margin-inline-start/end',
  ],
];

/** Inline style keys in components that name a physical side. */
const styleSides: [RegExp, string][] = [
  [/\b(margin|padding|border)(Left|Right)\w*\s*:/, 'marginInlineStart/End'],
  // A key of an object (a line's first word, or after `{` or `,`), not `a ? left : b`; a value
  // that is JSX in parentheses is a message's value, not a style.
  [/(?:^|[{,])\s*(left|right)\s*:\s*[-\d'"`{a-zA-Z]/, 'insetInlineStart/End'],
  [/\btextAlign\s*:\s*['"](left|right)['"]/, "textAlign: 'start'/'end'"],
  [/\bfloat\s*:\s*['"](left|right)['"]/, "float: 'inline-start'"],
  [/\bborder(Top|Bottom)(Left|Right)Radius\s*:/, 'borderStartStartRadius …'],
];

/** The lines of `text` a pattern finds, as "file:line: text (write …)". */
function offences(file: string, text: string, patterns: [RegExp, string][]): string[] {
  const lines = text.split('\n');
  return lines.flatMap((line, i) => {
    const code = line.replace(/\/\*.*?\*\/|\/\/.*$/g, '');
    return patterns.flatMap(([pattern, instead]) => {
      const found = pattern.exec(code);
      // Four equal-sided shorthands (`0 1rem 0 1rem`) read the same both ways.
      if (found && found.length === 7 && found[3] === found[5]) return [];
      return found ? [`${relative(root, file)}:${i + 1}: ${line.trim()} (write ${instead})`] : [];
    });
  });
}

const stylesheets = folders.flatMap((f) => filesUnder(resolve(root, f), /\.css$/));
// The pass page and the host write their CSS inside TypeScript template strings.
const embedded = folders
  .slice(1)
  .flatMap((f) => filesUnder(resolve(root, f), /\.ts$/))
  .filter((file) => /<style|`\s*[.#:a-z][^`]*\{[^`]*:/.test(readFileSync(file, 'utf8')));
const components = filesUnder(resolve(root, 'src/renderer'), /\.tsx?$/);

describe('right-to-left layout', () => {
  it('finds the stylesheets it checks', () => {
    expect(stylesheets.length).toBeGreaterThan(30);
    expect(embedded.map((f) => relative(root, f))).toContain('src/service/cardPage/html.ts');
  });

  it('no stylesheet names a physical side', () => {
    const found = [...stylesheets, ...embedded].flatMap((file) =>
      offences(file, readFileSync(file, 'utf8'), cssSides),
    );
    expect(found).toEqual([]);
  });

  it('no inline style in a component names a physical side', () => {
    const found = components.flatMap((file) =>
      offences(file, readFileSync(file, 'utf8'), styleSides),
    );
    expect(found).toEqual([]);
  });

  it('catches each physical form it is meant to catch', () => {
    const css = [
      '.a { margin-left: 1px; }',
      '.b { padding-right: 1px; }',
      '.c { border-left: 1px solid; }',
      '.d { border-right-color: red; }',
      '.e { left: 0; }',
      '.f { text-align: right; }',
      '.g { float: left; }',
      '.h { border-top-left-radius: 2px; }',
      '.i { margin: 0 1rem 0 0; }',
      '.j { background-position: left center; }',
    ];
    expect(css.filter((line) => offences('x.css', line, cssSides).length === 0)).toEqual([]);
    const logical = [
      '.a { margin-inline-start: 1px; }',
      '.b { inset-inline: 0; }',
      '.c { text-align: start; }',
      '.d { margin: 0 1rem 0 1rem; }',
      '.e { scroll-padding-top: 1px; }',
      '/* left: the old way */',
      '.f { background-position: center; }',
    ];
    expect(logical.flatMap((line) => offences('x.css', line, cssSides))).toEqual([]);
    const styles = [
      '{ marginLeft: 4 }',
      "{ paddingRight: '1rem' }",
      '{ left: 0 }',
      "{ textAlign: 'left' }",
    ];
    expect(styles.filter((line) => offences('x.tsx', line, styleSides).length === 0)).toEqual([]);
    expect(offences('x.tsx', "{ insetInline: 0, textAlign: 'start' }", styleSides)).toEqual([]);
  });
});
