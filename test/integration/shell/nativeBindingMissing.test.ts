// Without Electron's build of the SQLite addon the shell stops before any database is opened,
// and tells the person at the screen what is missing and the command that builds it.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { nativeBindingPath } from '../../../src/main/electron/lifecycle/nativeBinding';
import { app, recorded } from './fakeElectron';
import { prepareShellRun } from './shellRun';

vi.mock('electron', () => import('./fakeElectron'));

const run = prepareShellRun('passdesk-no-addon-');
afterAll(() => rmSync(run.dir, { recursive: true, force: true }));

describe('desktop boot without the Electron build of better-sqlite3', () => {
  it('shows what to run and exits non-zero, having opened nothing', async () => {
    await import('../../../src/main/electron/index');
    app.becomeReady();
    await run.until(
      () => recorded.exitCode !== null || run.log().includes('INFO started'),
      'the shell to stop or start',
    );

    expect(recorded.exitCode).toBe(1);
    expect(recorded.errorBoxes).toEqual([
      {
        title: 'PassDesk could not start',
        content: expect.stringContaining('npm run electron:native'),
      },
    ]);
    expect(recorded.errorBoxes[0]!.content).toContain(nativeBindingPath(run.appPath));
    expect(recorded.windows).toEqual([]);
    expect(recorded.ipcHandlers.size).toBe(0);
    const userData = recorded.paths.userData!;
    expect(existsSync(join(userData, 'training-service.db'))).toBe(false);
    expect(existsSync(join(userData, 'data'))).toBe(false);
    expect(run.log()).toMatch(/ERROR could not start.*electron:native/);
  });
});
