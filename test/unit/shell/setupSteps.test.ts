// `npm run setup`'s steps with npm played by a stand-in: what it runs, and what a newcomer reads.
import { describe, expect, it } from 'vitest';
import { NO_ELECTRON_HERE, setup } from '../../../scripts/setupSteps.mjs';

const STACK = [
  'npm error code 1',
  'npm error path /home/me/passdesk/node_modules/electron',
  'npm error command failed',
  'npm error RequestError: getaddrinfo ENOTFOUND github.com',
  '    at ClientRequest.<anonymous> (node_modules/got/source/request-as-event-emitter.js:178:14)',
].join('\n');

interface Call {
  args: string[];
  skip: string | undefined;
  capture: boolean;
}

/** npm that fails `ci` while Electron's download is not skipped (when `noDownload`). */
function station(options: { noDownload: boolean; failAlways?: boolean; binary: boolean }) {
  const calls: Call[] = [];
  const out: string[] = [];
  const err: string[] = [];
  let desktop = 0;
  const code = setup({
    npm: (args, { env, capture }) => {
      calls.push({ args, skip: env['ELECTRON_SKIP_BINARY_DOWNLOAD'], capture });
      if (args[0] !== 'ci') return { status: 0, output: '' };
      const skipped = env['ELECTRON_SKIP_BINARY_DOWNLOAD'] === '1';
      if (options.failAlways) return { status: 1, output: STACK };
      if (options.noDownload && !skipped) return { status: 1, output: STACK };
      return { status: 0, output: 'added 812 packages in 41s\n' };
    },
    startDesktop: () => (desktop++, 0),
    electronBinary: () => (options.binary ? '/opt/electron' : null),
    say: (line) => out.push(line),
    complain: (line) => err.push(line),
    env: { PATH: '/usr/bin' },
  });
  return { code, calls, out: out.join('\n'), err: err.join('\n'), desktop: () => desktop };
}

describe('npm run setup', () => {
  it('without Electron’s binary: one line, no stack trace, and the browser app started', () => {
    const run = station({ noDownload: true, binary: false });
    expect(run.calls).toEqual([
      { args: ['ci', '--no-audit', '--no-fund'], skip: undefined, capture: true },
      { args: ['ci', '--no-audit', '--no-fund'], skip: '1', capture: false },
      { args: ['run', 'web'], skip: undefined, capture: false },
    ]);
    expect(run.out).toContain(NO_ELECTRON_HERE);
    expect(run.out.split('\n').filter((line) => /Electron/.test(line))).toHaveLength(1);
    expect(run.out + run.err).not.toMatch(/npm error|ENOTFOUND|\bat /);
    // It runs the browser app itself, so it does not tell anyone to run it.
    expect(run.out).not.toMatch(/npm run web|Run `/);
    expect(run.out).toMatch(/opens in your browser/);
    expect(run.code).toBe(0);
  });

  it('with the binary: installs once, says how it went, and starts the desktop app', () => {
    const run = station({ noDownload: false, binary: true });
    expect(run.calls).toHaveLength(1);
    expect(run.out).toContain('added 812 packages in 41s');
    expect(run.out).not.toContain(NO_ELECTRON_HERE);
    expect(run.desktop()).toBe(1);
    expect(run.code).toBe(0);
  });

  it('shows the first attempt’s output whole only when the retry fails too', () => {
    const run = station({ noDownload: true, failAlways: true, binary: false });
    expect(run.calls.map((c) => c.args[0])).toEqual(['ci', 'ci']);
    expect(run.err).toContain(STACK);
    expect(run.err).toMatch(/run `npm run setup` again/);
    expect(run.code).toBe(1);
  });
});
