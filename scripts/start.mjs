#!/usr/bin/env node
// `npm start`: builds and runs the desktop app (training mode until an API key is set). Extra
// arguments go to the app, e.g. `npm start -- --kiosk`.
import { spawnSync } from 'node:child_process';
import { electronBinary, NO_ELECTRON } from './electronBinary.mjs';

const electron = electronBinary();
if (!electron) {
  console.error(NO_ELECTRON);
  process.exit(1);
}

const step = (what, command, args) => {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) {
    console.error(
      `${what} failed; see above. \`npm run web\` runs PassDesk in the browser meanwhile.`,
    );
    process.exit(result.status ?? 1);
  }
};

step('Building SQLite for Electron', process.execPath, ['scripts/electron-native.mjs']);
step('Building the app', 'npx', ['electron-vite', 'build']);
const app = spawnSync(electron, ['.', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(app.status ?? 0);
