// scripts/electron-native.mjs, offline: a stand-in project whose prebuild-install and node-gyp
// record their arguments, so the build plan, the fallback and the stamp are checked without any
// download, and node_modules' own addon is never touched.
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const SCRIPT = resolve('scripts/electron-native.mjs');
let project: string;

/** A tool that logs its arguments and, when it "works", leaves an addon where node-gyp would. */
function tool(name: string, works: boolean): void {
  const path = join(project, 'node_modules', '.bin', name);
  writeFileSync(
    path,
    [
      '#!/bin/sh',
      `echo "${name} $*" >> "${join(project, 'tools.log')}"`,
      works
        ? 'mkdir -p build/Release && echo electron-addon > build/Release/better_sqlite3.node'
        : 'exit 1',
      '',
    ].join('\n'),
  );
  chmodSync(path, 0o755);
}

function pkg(name: string, version: string, files: Record<string, string> = {}): void {
  const dir = join(project, 'node_modules', name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, version }));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), content);
  }
}

const run = () => spawnSync(process.execPath, [SCRIPT], { cwd: project, encoding: 'utf8' });
const toolsLog = () => readFileSync(join(project, 'tools.log'), 'utf8').trim().split('\n');

beforeEach(() => {
  project = mkdtempSync(join(tmpdir(), 'passdesk-native-'));
  mkdirSync(join(project, 'node_modules', '.bin'), { recursive: true });
  writeFileSync(join(project, 'tools.log'), '');
  pkg('electron', '41.7.1');
  pkg('better-sqlite3', '12.11.1', {
    'binding.gyp': '{}',
    'src/better_sqlite3.cpp': '',
    'deps/sqlite3.c': '',
    'lib/index.js': '',
    'build/Release/better_sqlite3.node': 'node-addon',
  });
});
afterEach(() => rmSync(project, { recursive: true, force: true }));

describe.skipIf(process.platform === 'win32')('Electron build of better-sqlite3', () => {
  it("downloads Electron's prebuilt addon into build/electron-native, leaving node_modules alone", () => {
    tool('prebuild-install', true);
    tool('node-gyp', true);
    const result = run();
    expect(result.status).toBe(0);
    expect(toolsLog()).toEqual([
      `prebuild-install --runtime electron --target 41.7.1 --arch ${process.arch}`,
    ]);
    expect(readFileSync(join(project, 'build/electron-native/better_sqlite3.node'), 'utf8')).toBe(
      'electron-addon\n',
    );
    expect(
      readFileSync(
        join(project, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node'),
        'utf8',
      ),
    ).toBe('node-addon');
    expect(existsSync(join(project, 'build/electron-native/work'))).toBe(false);
  });

  it("compiles against Electron's headers when no prebuilt addon is found", () => {
    tool('prebuild-install', false);
    tool('node-gyp', true);
    expect(run().status).toBe(0);
    expect(toolsLog()[1]).toBe(
      `node-gyp rebuild --release --runtime=electron --target=41.7.1 --arch=${process.arch} --dist-url=https://electronjs.org/headers`,
    );
  });

  it('does nothing while the stamp matches, and rebuilds when Electron changes', () => {
    tool('prebuild-install', true);
    run();
    writeFileSync(join(project, 'tools.log'), '');
    expect(run().stdout).toMatch(/up to date/);
    expect(readFileSync(join(project, 'tools.log'), 'utf8')).toBe('');
    pkg('electron', '41.8.0');
    run();
    expect(toolsLog()[0]).toMatch(/--target 41\.8\.0/);
  });

  it('says plainly what is missing when neither way works', () => {
    tool('prebuild-install', false);
    tool('node-gyp', false);
    const result = run();
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Could not build better-sqlite3 for Electron/);
    expect(result.stderr).toMatch(/tests and `npm run web` do not need this build/);
    expect(existsSync(join(project, 'build/electron-native/better_sqlite3.node'))).toBe(false);
  });
});
