// Lints probe files placed (by path only) in each source folder: every way of reaching a folder
// it may not import is an error, and the imports the layering allows pass.
import { readdirSync } from 'node:fs';
import { posix, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { coreFloorDebts, coreFloors } from '../../../tools/eslint/importBoundaries.js';

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

describe('core floors', () => {
  const core = 'src/main/core';

  /** The messages the boundary rule gave a probe at `path` (inside the core), one per line. */
  async function floorMessages(path: string, lines: string[]) {
    const [result] = await eslint.lintText(lines.join('\n'), {
      filePath: resolve(cwd, core, path),
    });
    expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
    return result!.messages
      .filter((m) => m.ruleId === ruleId)
      .map((m) => ({ line: m.line, upward: m.message.includes('on its floor or above') }));
  }

  it('places every area of the core on exactly one floor', () => {
    const areas = readdirSync(resolve(cwd, core), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() || /\.tsx?$/.test(entry.name))
      .map((entry) => entry.name.replace(/\.tsx?$/, ''))
      .sort();
    expect(coreFloors.flat().sort()).toEqual(areas);
  });

  it('fails an import from a lower area to a higher one, in every form', async () => {
    // The store's visits under the counter that asks them; the database under the members.
    const lines = [
      `import { checkIn } from '../../counter/checkIn'; void checkIn;`,
      `import type { CheckIn } from '../../counter/checkIn'; export type A = CheckIn;`,
      `export { scan } from '../../counter';`,
      `void import('../../counter/scan');`,
      `export type B = import('../../flags/flagEvent').How;`,
      `import { createCore } from '../..'; void createCore;`,
    ];
    const reported = await floorMessages('store/visits/floorProbe.ts', lines);
    expect(reported).toEqual(lines.map((_, i) => ({ line: i + 1, upward: true })));
    const fromDb = await floorMessages('db/floorProbe.ts', [
      `import type { Members } from '../members/members'; export type M = Members;`,
    ]);
    expect(fromDb).toEqual([{ line: 1, upward: true }]);
  });

  it('fails an import between two areas of one floor', async () => {
    const lines = [`import { Journal } from '../journal/journal'; void Journal;`];
    expect(await floorMessages('images/floorProbe.ts', lines)).toEqual([{ line: 1, upward: true }]);
  });

  it('passes its own area and the floors below, and keeps every paid debt paid', async () => {
    const lines = [
      `import { a } from './sibling'; void a;`,
      `import { recordVisit } from '../store/visits/visits'; void recordVisit;`,
      `import type { Db } from '../db/database'; export type D = Db;`,
      `import { failure } from '@shared/i18n/failure'; void failure;`,
    ];
    expect(await floorMessages('counter/floorProbe.ts', lines)).toEqual([]);
    expect(coreFloorDebts).toEqual([]);
    // A debt paid stays paid: the context no longer imports the workspace, nor the members area
    // the store.
    const upToWorkspace = [
      `import type { Workspace } from './workspace'; export type W = Workspace;`,
    ];
    expect(await floorMessages('context.ts', upToWorkspace)).toEqual([{ line: 1, upward: true }]);
    const paid = [`import { issuedElsewhere } from '../store/records'; void issuedElsewhere;`];
    expect(await floorMessages('members/floorProbe.ts', paid)).toEqual([{ line: 1, upward: true }]);
  });

  it('asks for a new area to be placed before anything imports it', async () => {
    const lines = [`import { b } from '../newArea/thing'; void b;`];
    expect(await floorMessages('counter/floorProbe.ts', lines)).toEqual([
      { line: 1, upward: false },
    ]);
  });
});
