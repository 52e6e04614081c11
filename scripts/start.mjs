#!/usr/bin/env node
// `npm start`: builds and runs the desktop app (training mode until an API key is set). Extra
// arguments go to the app, e.g. `npm start -- --kiosk`. Each build step says one line and how
// long it took; their whole outputs go to a log file the line names.
import { spawnSync } from 'node:child_process';
import { electronBinary, noElectron } from './electronBinary.mjs';
import { binaryArgs, keepLog, quietRun } from './quietRun.mjs';
import { durationWords, scriptWords } from './scriptWords.mjs';

const t = scriptWords(process.env);
const took = durationWords(process.env);
const LOG = 'out/build.log';

const electron = electronBinary();
if (!electron) {
  console.error(noElectron());
  process.exit(1);
}

let kept = '';
const step = (what, args) => {
  console.log(`${what}...`);
  const started = performance.now();
  const result = quietRun(process.execPath, args);
  kept += `$ ${what}\n${result.output}\n`;
  const log = keepLog(LOG, kept);
  const time = took(performance.now() - started);
  if (result.status !== 0) {
    console.error(t('pass.setup.lastLines', { time, log }));
    console.error(result.output.trimEnd().split(/\r?\n/).slice(-20).join('\n'));
    console.error(t('pass.start.stepFailed', { what }));
    process.exit(result.status ?? 1);
  }
  console.log(t('pass.setup.built', { time, log }));
};

step(t('pass.start.buildingSqlite'), ['scripts/electron-native.mjs']);
step(t('pass.start.buildingApp'), binaryArgs('electron-vite', 'build'));
const app = spawnSync(electron, ['.', ...process.argv.slice(2)], { stdio: 'inherit' });
process.exit(app.status ?? 0);
