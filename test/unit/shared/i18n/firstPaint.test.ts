// The first paint loads only some areas of a catalogue (FIRST_PAINT_AREAS); the rest follows right
// after. So whatever is drawn before then (the entry, the frame, and each screen loaded by a
// plain lazy() rather than lazyWithWords) must name only messages of those areas. The core's own
// messages (the main area) are the exception: they arrive from main after something has happened,
// and a part of a catalogue draws a missing one as nothing until the rest is here.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_PAINT_AREAS, MESSAGE_AREAS, type MessageArea } from '@shared/i18n/areas';

const ROOT = resolve(__dirname, '../../../..');
const RENDERER = join(ROOT, 'src/renderer');
const MAY_WAIT: readonly MessageArea[] = ['main'];

const areaOf = new Map<string, MessageArea>();
for (const area of MESSAGE_AREAS) {
  const file = join(ROOT, 'src/shared/i18n/messages', area, 'en.json');
  for (const id of Object.keys(JSON.parse(readFileSync(file, 'utf8')) as object)) {
    areaOf.set(id, area);
  }
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, spec: string): string | null {
  const base = spec.startsWith('@shared/')
    ? join(ROOT, 'src/shared', spec.slice('@shared/'.length))
    : spec.startsWith('.')
      ? resolve(dirname(from), spec)
      : null;
  if (!base) return null;
  const found = ['.ts', '.tsx', '/index.ts', '/index.tsx', ''].find(
    (ending) => /\.tsx?$/.test(base + ending) && existsSync(base + ending),
  );
  return found === undefined ? null : base + found;
}

/** Static imports only: `import type` draws nothing, and `import()` loads later. */
const STATIC_IMPORT =
  /^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;
const PLAIN_LAZY = /(?<![\w.])lazy\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]/g;
const QUOTED = /['"`]([a-z]+\.[A-Za-z0-9_.]+)['"`]/g;

/** The modules drawn with the first paint's words, and every message id each names. */
function firstPaintModules(): Map<string, string[]> {
  const roots = [join(RENDERER, 'main.tsx')];
  for (const file of sourceFiles(RENDERER)) {
    for (const match of readFileSync(file, 'utf8').matchAll(PLAIN_LAZY)) {
      const target = resolveImport(file, match[1]!);
      if (target) roots.push(target);
    }
  }
  const named = new Map<string, string[]>();
  const visit = (file: string) => {
    if (named.has(file)) return;
    const text = readFileSync(file, 'utf8');
    named.set(
      file,
      [...text.matchAll(QUOTED)].map((m) => m[1]!).filter((id) => areaOf.has(id)),
    );
    for (const match of text.matchAll(STATIC_IMPORT)) {
      const next = resolveImport(file, (match[1] ?? match[2])!);
      if (next) visit(next);
    }
  };
  roots.forEach(visit);
  return named;
}

describe('the first paint', () => {
  const modules = firstPaintModules();
  const files = [...modules.keys()].map((file) => relative(ROOT, file));

  it('is the frame, the counter, the customer display, the sign-in and the camera', () => {
    for (const drawn of [
      'src/renderer/app/App.tsx',
      'src/renderer/app/StatusBar.tsx',
      'src/renderer/screens/counter/CounterScreen.tsx',
      'src/renderer/screens/display/CustomerDisplay.tsx',
      'src/renderer/screens/signIn/SignInScreen.tsx',
      'src/renderer/ui/staff/SignInPanel.tsx',
      'src/renderer/scanner/CameraScanner.tsx',
    ]) {
      expect(files, drawn).toContain(drawn);
    }
    // Each of these waits for every word of its language.
    for (const later of [
      'src/renderer/screens/members/MembersScreen.tsx',
      'src/renderer/screens/settings/SettingsScreen.tsx',
      'src/renderer/screens/counter/EnrolDialog.tsx',
      'src/renderer/screens/counter/MemberDetails.tsx',
    ]) {
      expect(files, later).not.toContain(later);
    }
  });

  it('names only messages of the areas it loads, or the core’s own', () => {
    const outside = [...modules].flatMap(([file, ids]) =>
      ids
        .filter((id) => {
          const area = areaOf.get(id)!;
          return (
            !(FIRST_PAINT_AREAS as readonly string[]).includes(area) && !MAY_WAIT.includes(area)
          );
        })
        .map((id) => `${relative(ROOT, file)}: ${id}`),
    );
    expect(outside).toEqual([]);
  });
});
