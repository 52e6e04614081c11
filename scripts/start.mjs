#!/usr/bin/env node
// `npm start`: builds and runs the desktop app (training mode until an API key is set). Extra
// arguments go to the app, e.g. `npm start -- --kiosk`.
import { spawnSync } from 'node:child_process';
import { electronBinary, noElectron } from './electronBinary.mjs';
import { scriptWords } from './scriptWords.mjs';

const t = scriptWords(process.env);

const electron = electronBinary();
if (!electron) {
  console.error(noElectron());
  process.exit(1);
}

const step = (what, command, args) => {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) {
    console.error(t('pass.start.stepFailed', { what }));
    process.exit(result.status ?? 1);
  }
};

step(t('pass.start.buildingSqlite'), process.execPath, ['scripts/electron-native.mjs']);
step(t('pass.start.buildingApp'), 'npx', ['electron-vite', 'build']);
const app = spawnSync(electron, ['.', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(app.status ?? 0);
