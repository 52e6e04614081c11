// Whether this machine has Electron's binary: the npm package is always installed, the binary
// only where it could be downloaded.
import { scriptWords } from './scriptWords.mjs';
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

/** Why the desktop app cannot start here, in the computer's language. */
export const noElectron = (env = process.env) => scriptWords(env)('pass.setup.noElectron');
