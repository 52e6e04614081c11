// `npm test`: vitest and Playwright side by side. Playwright's tests spend most of their time
// waiting on the page (bench/README.md, "Test suite time"), vitest's integration files on child
// processes and fsyncs, so together they fill two cores that either leaves half idle. Each line
// says which suite wrote it; the run fails if either does, after both have finished.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const SUITES = [
  { label: 'vitest', command: ['vitest', 'run'] },
  { label: 'e2e   ', command: ['playwright', 'test'] },
];

const children = new Set();

function run({ label, command }) {
  const [bin, ...args] = command;
  const child = spawn('npx', ['--no-install', bin, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: process.env['FORCE_COLOR'] ?? '1' },
  });
  children.add(child);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      process.stdout.write(`${label} │ ${line}\n`);
    });
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      children.delete(child);
      resolve({ label: label.trim(), ok: code === 0, code: code ?? signal });
    });
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    process.exit(1);
  });
}

const results = await Promise.all(SUITES.map(run));
for (const { label, ok, code } of results) {
  process.stdout.write(`${label}: ${ok ? 'passed' : `FAILED (${code})`}\n`);
}
process.exit(results.every((result) => result.ok) ? 0 : 1);
