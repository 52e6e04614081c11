// Lints probe files placed (by path only) in each source folder: every way of reaching a folder
// it may not import is an error, and the imports the layering allows pass.
import { posix, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const cwd = resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd });
const ruleId = 'passdesk/import-boundaries';

const reachable = [
  'src/shared',
  'src/renderer',
  'src/preload',
  'src/main/core',
  'src/service',
  'src/main/electron',
  'src/host',
  'electron',
];
const allBut = (...kept: string[]) => reachable.filter((to) => !kept.includes(to));

/** What each folder must not reach, as docs/ARCHITECTURE.md states it (kept apart from the rule). */
const mustNotReach: Record<string, string[]> = {
  'src/shared': allBut('src/shared'),
  'src/renderer': allBut('src/renderer', 'src/shared'),
  'src/preload': allBut('src/preload', 'src/shared', 'electron'),
  'src/main/core': allBut('src/main/core', 'src/shared'),
  'src/service': allBut('src/service', 'src/shared'),
  'src/main/electron': ['src/renderer', 'src/preload', 'src/host'],
  'src/host': ['src/renderer', 'src/preload', 'src/main/electron', 'electron'],
};
const folders = Object.keys(mustNotReach);

/** The specifiers that reach `to` from a file directly inside `from`, in every form we write. */
function waysToReach(from: string, to: string): string[] {
  if (to === 'electron') return ['electron', 'electron/main'];
  const rel = posix.relative(from, to);
  return [rel, `${rel}/store/db`, `${rel}/index.ts`, `@shared/${posix.relative('src/shared', to)}`];
}

/** Each line of `code` that the boundary rule reported, as 1-based numbers. */
async function reportedLines(from: string, code: string) {
  const [result] = await eslint.lintText(code, {
    filePath: resolve(cwd, from, 'boundaryProbe.ts'),
  });
  expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
  return result!.messages.filter((m) => m.ruleId === ruleId).map((m) => m.line);
}

describe('import boundaries', () => {
  for (const from of folders) {
    const forbidden = mustNotReach[from]!;
    const allowed = reachable.filter((to) => to !== from && !forbidden.includes(to));

    it(`${from}: every form of a forbidden import is an error`, async () => {
      const specifiers = forbidden.flatMap((to) => waysToReach(from, to));
      const [first] = specifiers;
      const lines = [
        ...specifiers.map((s, i) => `import { a${i} } from '${s}'; void a${i};`),
        `export { b } from '${first}';`,
        `export * from '${first}';`,
        `void import('${first}');`,
        `void require('${first}');`,
        `export type C = import('${first}').C;`,
      ];
      const reported = await reportedLines(from, lines.join('\n'));
      expect(reported.map((n) => lines[n - 1])).toEqual(lines);
    });

    it(`${from}: its own folder and what it may import pass`, async () => {
      const specifiers = [
        './sibling',
        '@shared/api',
        ...allowed.map((to) => waysToReach(from, to)[0]),
      ];
      const code = specifiers.map((s, i) => `import { a${i} } from '${s}'; void a${i};`).join('\n');
      expect(await reportedLines(from, code)).toEqual([]);
    });
  }
});

describe('renderer layers', () => {
  /** Lines of `code` that no-restricted-imports reported for a probe inside `from`. */
  async function restricted(from: string, code: string) {
    const [result] = await eslint.lintText(code, {
      filePath: resolve(cwd, from, 'layerProbe.ts'),
    });
    return result!.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.line);
  }

  for (const from of ['src/renderer/state', 'src/renderer/ui']) {
    it(`${from} imports no screen and not the app shell`, async () => {
      const lines = [
        `import { a } from '../screens/counter/CounterScreen'; void a;`,
        `import { b } from '../screens/templates/list/TemplatesScreen'; void b;`,
        `import { c } from '../app/routes'; void c;`,
      ];
      expect(await restricted(from, lines.join('\n'))).toEqual([1, 2, 3]);
      const allowed = `import { d } from '../ui/counterText'; import { e } from '../stores/feedback'; void d; void e;`;
      expect(await restricted(from, allowed)).toEqual([]);
    });
  }
});
