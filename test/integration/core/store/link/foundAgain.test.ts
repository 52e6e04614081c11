// Discovery and the link together: two paired tills that both come back on new ports find each
// other again by multicast DNS-SD alone, inside a network namespace the test makes.
import { spawn, spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

const namespacesAllowed = spawnSync('unshare', ['-rn', 'true']).status === 0;

function runInNamespace(mode: 'discovery' | 'none'): Promise<{
  before: string[];
  after: string[];
  relinked: boolean;
  crossed: boolean;
}> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'unshare',
      [
        '-rn',
        'sh',
        '-c',
        'ip link set lo up && ip link set lo multicast on && exec "$0" --import tsx test/integration/core/store/link/support/foundAgain.ts "$1"',
        process.execPath,
        mode,
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.on('exit', (code) => {
      const line = out.trim().split('\n').pop() ?? '';
      try {
        resolve(JSON.parse(line));
      } catch {
        reject(new Error(`the stations' process ended (${code}) without a result: ${err}`));
      }
    });
  });
}

it.skipIf(!namespacesAllowed)(
  'brings two paired tills on new ports together again by discovery alone',
  async () => {
    const found = await runInNamespace('discovery');
    expect(found.after).not.toEqual(found.before);
    expect(found.after[0]).not.toBe(found.before[0]);
    expect(found.after[1]).not.toBe(found.before[1]);
    expect(found.relinked).toBe(true);
    expect(found.crossed).toBe(true);
  },
  120_000,
);
