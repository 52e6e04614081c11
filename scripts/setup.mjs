#!/usr/bin/env node
// `npm run setup`: a newcomer's first command. Installs the dependencies, then starts PassDesk:
// the desktop app where Electron could be installed, otherwise the same app in the browser.
import { spawnSync } from 'node:child_process';
import { electronBinary } from './electronBinary.mjs';
import { setup } from './setupSteps.mjs';

const windows = process.platform === 'win32';

process.exit(
  setup({
    npm: (args, { env, capture }) => {
      const result = spawnSync(windows ? 'npm.cmd' : 'npm', args, {
        env,
        shell: windows,
        encoding: 'utf8',
        stdio: capture ? ['inherit', 'pipe', 'pipe'] : 'inherit',
        maxBuffer: 64 * 1024 * 1024,
      });
      return { status: result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
    },
    startDesktop: () =>
      spawnSync(process.execPath, ['scripts/start.mjs'], { stdio: 'inherit' }).status,
    electronBinary,
    say: (line) => console.log(line),
    complain: (line) => console.error(line),
    env: process.env,
  }),
);
