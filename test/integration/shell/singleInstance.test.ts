// A second PassDesk on the same computer hands over to the first and quits without opening anything.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { app, recorded } from './fakeElectron';

vi.mock('electron', () => import('./fakeElectron'));

const dir = mkdtempSync(join(tmpdir(), 'passdesk-second-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('single instance', () => {
  it('quits at once when another instance holds the lock', async () => {
    recorded.singleInstance = false;
    recorded.paths = { userData: join(dir, 'userData'), logs: join(dir, 'logs'), appPath: dir };
    await import('../../../src/main/electron/index');
    app.becomeReady();
    await app.whenReady();
    expect(recorded.quitCalls).toBe(1);
    expect(recorded.windows).toEqual([]);
    expect(recorded.ipcHandlers.size).toBe(0);
    expect(recorded.order).toEqual([
      'enableSandbox',
      'registerSchemesAsPrivileged',
      'requestSingleInstanceLock',
      'ready',
    ]);
  });
});
