// Where the Electron build of better-sqlite3 lives: build/electron-native in a checkout, and the
// unpacked copy beside app.asar in an installed app (native code cannot load from inside an asar).
import { join } from 'node:path';

export const NATIVE_BINDING_DIR = join('build', 'electron-native');
export const NATIVE_BINDING_FILE = 'better_sqlite3.node';

export function nativeBindingPath(appPath: string): string {
  const unpacked = appPath.replace(/app\.asar$/, 'app.asar.unpacked');
  return join(unpacked, NATIVE_BINDING_DIR, NATIVE_BINDING_FILE);
}
