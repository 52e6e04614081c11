#!/usr/bin/env node
// `npm run setup`: a newcomer's first command. Installs the dependencies, then starts PassDesk:
// the desktop app where Electron could be installed, otherwise the same app in the browser.
import { spawnSync } from 'node:child_process';
import { electronBinary } from './electronBinary.mjs';
import { keepLog, quietRun } from './quietRun.mjs';
import { setup } from './setupSteps.mjs';

const windows = process.platform === 'win32';
const NPM = windows ? 'npm.cmd' : 'npm';
/** Where the steps' whole outputs are kept (the build's chunk list among them). */
const LOG = 'out/setup.log';

process.exit(
  setup({
    npm: (args, { env }) => quietRun(NPM, args, env),
    // Through npm's own scripts, as `npm run web` does, so the dependencies it just installed run.
    buildPages: ({ env }) => quietRun(NPM, ['run', '--silent', 'web:pages'], env),
    // The host's first line is the station's link.
    startBrowserStation: ({ env }) =>
      spawnSync(NPM, ['run', '--silent', 'web:station'], { env, stdio: 'inherit', shell: windows })
        .status,
    keepLog: (text) => keepLog(LOG, text),
    startDesktop: () =>
      spawnSync(process.execPath, ['scripts/start.mjs'], { stdio: 'inherit' }).status,
    electronBinary,
    clock: () => performance.now(),
    say: (line) => console.log(line),
    complain: (line) => console.error(line),
    env: process.env,
  }),
);
