// Whether this machine has Electron's binary: the npm package is always installed, the binary
// only where it could be downloaded.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

export function electronBinary() {
  try {
    const path = createRequire(import.meta.url)('electron');
    return typeof path === 'string' && existsSync(path) ? path : null;
  } catch {
    return null;
  }
}

export const NO_ELECTRON =
  'This machine has no Electron binary (it could not be downloaded here), so the desktop app ' +
  'cannot start. Run `npm run web` to use PassDesk in your browser instead; `npm start` works ' +
  'on a machine that can download Electron.';
