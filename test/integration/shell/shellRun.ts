// A shell run over the fake Electron in a scratch folder: its paths, its log, and waiting for it.
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { nativeBindingPath } from '../../../src/main/electron/lifecycle/nativeBinding';
import { recorded } from './fakeElectron';

export interface ShellRun {
  dir: string;
  appPath: string;
  log(): string;
  /** Puts the addon where the shell looks for Electron's build; under Node, Node's build is it. */
  provideNativeBinding(): void;
  until(probe: () => boolean, what: string): Promise<void>;
}

export function prepareShellRun(prefix: string): ShellRun {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  const appPath = join(dir, 'app');
  recorded.paths = { userData: join(dir, 'userData'), logs: join(dir, 'logs'), appPath };
  const logFile = join(dir, 'logs', 'main.log');
  const log = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
  return {
    dir,
    appPath,
    log,
    provideNativeBinding() {
      const nodeBuild = createRequire(import.meta.url).resolve(
        'better-sqlite3/build/Release/better_sqlite3.node',
      );
      const target = nativeBindingPath(appPath);
      mkdirSync(dirname(target), { recursive: true });
      copyFileSync(nodeBuild, target);
    },
    async until(probe, what) {
      for (let attempt = 0; attempt < 1500; attempt += 1) {
        if (probe()) return;
        if (recorded.exitCode !== null)
          throw new Error(`the shell exited (${recorded.exitCode}):\n${log()}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`gave up waiting for ${what}; log so far:\n${log()}`);
    },
  };
}
