// Where the Electron build of better-sqlite3 lives: build/electron-native in a checkout, and the
// unpacked copy beside app.asar in an installed app (native code cannot load from inside an asar).
import { existsSync } from 'node:fs';
import { join } from 'node:path';

export const NATIVE_BINDING_DIR = join('build', 'electron-native');
export const NATIVE_BINDING_FILE = 'better_sqlite3.node';

export function nativeBindingPath(appPath: string): string {
  const unpacked = appPath.replace(/app\.asar$/, 'app.asar.unpacked');
  return join(unpacked, NATIVE_BINDING_DIR, NATIVE_BINDING_FILE);
}

/**
 * The Electron build's path. Without it, Electron would load node_modules' Node build and fail
 * on the first database opened, so its absence stops the start with what to do about it.
 */
export function requireNativeBinding(
  appPath: string,
  isPackaged: boolean,
  exists: (path: string) => boolean = existsSync,
): string {
  const path = nativeBindingPath(appPath);
  if (exists(path)) return path;
  throw new Error(
    isPackaged
      ? `This installation of PassDesk is incomplete: its SQLite engine (${path}) is missing. ` +
          'Install PassDesk again.'
      : `PassDesk's SQLite engine built for Electron is missing (${path}). ` +
          'Build it with `npm run electron:native` in the PassDesk folder, then start PassDesk again.',
  );
}
