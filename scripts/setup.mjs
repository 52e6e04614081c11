#!/usr/bin/env node
// `npm run setup`: a newcomer's first command. Installs the dependencies, then starts PassDesk:
// the desktop app where Electron could be installed, otherwise the same app in the browser.
import { spawnSync } from 'node:child_process';
import { electronBinary, NO_ELECTRON } from './electronBinary.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const run = (args, env = process.env) =>
  spawnSync(npm, args, { stdio: 'inherit', env, shell: process.platform === 'win32' }).status === 0;

console.log('Installing dependencies (npm ci)...');
if (!run(['ci', '--no-audit', '--no-fund'])) {
  console.log('\nThe install failed; trying again without the Electron binary download...');
  if (
    !run(['ci', '--no-audit', '--no-fund'], { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1' })
  ) {
    console.error('\nThe install failed even without Electron; see the errors above.');
    process.exit(1);
  }
  console.log('\nInstalled without Electron: the desktop app is unavailable on this machine.');
}

if (electronBinary()) {
  console.log('\nStarting the desktop app (training mode until an API key is set)...');
  process.exit(
    spawnSync(process.execPath, ['scripts/start.mjs'], { stdio: 'inherit' }).status ?? 0,
  );
}
console.log(`\n${NO_ELECTRON}\nStarting PassDesk in the browser (npm run web)...`);
process.exit(run(['run', 'web']) ? 0 : 1);
