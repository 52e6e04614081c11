#!/usr/bin/env node
// Builds better-sqlite3 for Electron into build/electron-native/, leaving node_modules with the
// Node build that the tests and the web host use. Both builds come from the same pinned sources.
// Needs a machine that can download Electron's prebuilt addon or headers.
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';

const OUT_DIR = join('build', 'electron-native');
const OUT_FILE = join(OUT_DIR, 'better_sqlite3.node');
const STAMP = join(OUT_DIR, 'stamp.json');
const WORK = join(OUT_DIR, 'work');

const version = (name) =>
  JSON.parse(readFileSync(join('node_modules', name, 'package.json'), 'utf8')).version;
const wanted = {
  electron: version('electron'),
  betterSqlite3: version('better-sqlite3'),
  platform: process.platform,
  arch: process.env.npm_config_arch || process.arch,
};

const current = existsSync(STAMP) && existsSync(OUT_FILE) ? readFileSync(STAMP, 'utf8') : null;
if (current === JSON.stringify(wanted) && !process.argv.includes('--force')) {
  console.log(
    `better-sqlite3 ${wanted.betterSqlite3} for Electron ${wanted.electron} is up to date (${OUT_FILE}).`,
  );
  process.exit(0);
}

// A private copy of the addon's package, so nothing under node_modules is rebuilt.
rmSync(WORK, { recursive: true, force: true });
mkdirSync(WORK, { recursive: true });
const source = join('node_modules', 'better-sqlite3');
for (const part of ['package.json', 'binding.gyp', 'src', 'deps', 'lib']) {
  cpSync(join(source, part), join(WORK, part), { recursive: true });
}

const bin = (name) =>
  join(process.cwd(), 'node_modules', '.bin', process.platform === 'win32' ? `${name}.cmd` : name);
const run = (command, args) =>
  spawnSync(command, args, { cwd: WORK, stdio: 'inherit', shell: process.platform === 'win32' })
    .status === 0;

console.log(
  `Building better-sqlite3 ${wanted.betterSqlite3} for Electron ${wanted.electron} (${wanted.platform}-${wanted.arch})...`,
);
const built =
  // The project's own prebuilt binary for this Electron, when published...
  run(bin('prebuild-install'), [
    '--runtime',
    'electron',
    '--target',
    wanted.electron,
    '--arch',
    wanted.arch,
  ]) ||
  // ...otherwise compile against Electron's headers (needs a C++ toolchain).
  run(bin('node-gyp'), [
    'rebuild',
    '--release',
    '--runtime=electron',
    `--target=${wanted.electron}`,
    `--arch=${wanted.arch}`,
    '--dist-url=https://electronjs.org/headers',
  ]);

const result = join(WORK, 'build', 'Release', 'better_sqlite3.node');
if (!built || !existsSync(result)) {
  console.error(
    'Could not build better-sqlite3 for Electron: this machine could neither download the prebuilt ' +
      'addon nor compile it (Electron headers and a C++ toolchain are needed). The tests and ' +
      '`npm run web` do not need this build.',
  );
  process.exit(1);
}
copyFileSync(result, OUT_FILE);
writeFileSync(STAMP, JSON.stringify(wanted));
rmSync(WORK, { recursive: true, force: true });
console.log(`Wrote ${OUT_FILE}.`);
