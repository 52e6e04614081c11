// Runs a step of the scripts with its output kept back, and writes a kept output to a log file:
// a newcomer reads one line per step, and the whole output where the line names it.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

const windows = process.platform === 'win32';

/** Runs `command` with its output captured: `{ status, output }`. */
export function quietRun(command, args, env = process.env) {
  const result = spawnSync(command, args, {
    env,
    shell: windows && !command.endsWith('.exe') && command !== process.execPath,
    encoding: 'utf8',
    stdio: ['inherit', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  return {
    status: result.status,
    output: `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ? String(result.error) : ''}`,
  };
}

/** A package's command run by Node itself (no `npm run`, whose banner would print first). */
export function binaryArgs(pkg, ...args) {
  const manifest = JSON.parse(readFileSync(join('node_modules', pkg, 'package.json'), 'utf8'));
  const bin = typeof manifest.bin === 'string' ? manifest.bin : manifest.bin[pkg];
  return [join('node_modules', pkg, bin), ...args];
}

/** Writes `text` to `file` (folders made), answering the path as the newcomer should read it. */
export function keepLog(file, text) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  return relative(process.cwd(), file) || file;
}
