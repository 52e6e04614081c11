// The "sending" mark must be on disk before its request leaves. The engine commits claims without
// waiting for the disk on the event loop and flushes the WAL on a worker thread; this watches the
// system calls to see that each claim's flush of the WAL has returned before the claim counts as
// made. A claim not flushed survives a crash of the process but not a power cut, after which a
// double +1 would no longer be flagged.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// CI installs strace (.ci/run), so there the test always runs; elsewhere it needs strace present.
const hasStrace = spawnSync('strace', ['-V']).status === 0 || Boolean(process.env['CI']);
const CLAIMS = 20;

/** A flush of the WAL that returned: on one line, or the end of one a thread began earlier. */
const walFlushReturned = (line: string) =>
  /fdatasync\(\d+<[^>]*-wal>\)\s+= 0/.test(line) ||
  (/<\.\.\. fdatasync resumed>/.test(line) && /= 0\s*$/.test(line));

describe('claiming an item to send', () => {
  it.skipIf(!hasStrace)('holds each claim until its flush of the WAL has returned', () => {
    const dir = mkdtempSync(join(tmpdir(), 'passdesk-claims-'));
    try {
      const trace = join(dir, 'trace');
      execFileSync(
        'strace',
        [
          '-f',
          '-y',
          '-qq',
          '-e',
          'trace=fsync,fdatasync,write',
          '-o',
          trace,
          process.execPath,
          '--import',
          'tsx',
          'test/integration/core/claimProcess.ts',
        ],
        {
          env: { ...process.env, PASSDESK_DATA_DIR: dir, PASSDESK_CLAIMS: String(CLAIMS) },
          stdio: 'ignore',
        },
      );
      const lines = readFileSync(trace, 'utf8').split('\n');
      const at = (marker: string) => lines.findIndex((l) => l.includes(marker));
      for (let i = 0; i < CLAIMS; i++) {
        const begin = at(`claim-${i}-begin`);
        const durable = at(`claim-${i}-durable`);
        expect(begin, `claim ${i} began`).toBeGreaterThan(-1);
        expect(durable, `claim ${i} was made`).toBeGreaterThan(begin);
        const flushed = lines.slice(begin, durable).filter(walFlushReturned);
        expect(flushed.length, `WAL flushes returned during claim ${i}`).toBeGreaterThanOrEqual(1);
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
