// `npm run setup` and `npm start` on a machine without Electron's binary (this one): they say so
// plainly and fall back to the browser, with npm itself replaced by a recording stand-in.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

let bin: string;
let calls: string;

/** An npm that records each call and fails `npm ci` unless the Electron download is skipped. */
function fakeNpm(failInstallWithElectron: boolean): void {
  writeFileSync(
    join(bin, 'npm'),
    [
      '#!/bin/sh',
      `echo "$* skip=\${ELECTRON_SKIP_BINARY_DOWNLOAD:-}" >> "${calls}"`,
      failInstallWithElectron
        ? 'if [ "$1" = "ci" ] && [ -z "$ELECTRON_SKIP_BINARY_DOWNLOAD" ]; then echo "electron: download failed" >&2; exit 1; fi'
        : '',
      'exit 0',
      '',
    ].join('\n'),
  );
  chmodSync(join(bin, 'npm'), 0o755);
}

const run = (script: string) =>
  spawnSync(process.execPath, [script], {
    encoding: 'utf8',
    env: {
      ...process.env,
      PATH: `${bin}${delimiter}${process.env.PATH}`,
      ELECTRON_SKIP_BINARY_DOWNLOAD: '',
    },
  });

beforeEach(() => {
  bin = mkdtempSync(join(tmpdir(), 'passdesk-npm-'));
  calls = join(bin, 'calls.log');
  writeFileSync(calls, '');
});
afterEach(() => rmSync(bin, { recursive: true, force: true }));

describe.skipIf(process.platform === 'win32')('setup and start without Electron', () => {
  it('setup retries the install without the Electron download, says so in one line, and opens the browser app', () => {
    fakeNpm(true);
    const result = run('scripts/setup.mjs');
    expect(readFileSync(calls, 'utf8').trim().split('\n')).toEqual([
      'ci --no-audit --no-fund skip=',
      'ci --no-audit --no-fund skip=1',
      'run --silent web:pages skip=',
      'run --silent web:station skip=',
    ]);
    expect(result.stdout).toMatch(/binary could not be downloaded on this machine/);
    // The failed first install's output is kept back, and what it runs itself is not advised.
    expect(result.stdout + result.stderr).not.toMatch(/download failed/);
    expect(result.stdout).not.toMatch(/Run `npm run web`/);
    expect(result.status).toBe(0);
  });

  it('setup installs once when the install works', () => {
    fakeNpm(false);
    run('scripts/setup.mjs');
    expect(readFileSync(calls, 'utf8').trim().split('\n')[0]).toBe('ci --no-audit --no-fund skip=');
    expect(readFileSync(calls, 'utf8')).not.toMatch(/skip=1/);
  });

  it('start says plainly that there is no Electron binary and points to npm run web', () => {
    fakeNpm(false);
    const result = run('scripts/start.mjs');
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/This machine has no Electron binary/);
    expect(result.stderr).toMatch(/npm run web/);
    expect(readFileSync(calls, 'utf8')).toBe('');
  });
});
