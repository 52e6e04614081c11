// The "sending" mark must be on disk before its request leaves: counted as the fsyncs the
// operating system sees, since a claim committed without one survives a crash of the process
// but not a power cut, after which a double +1 would no longer be flagged.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// CI installs strace (.ci/run), so there the test always runs; elsewhere it needs strace present.
const hasStrace = spawnSync('strace', ['-V']).status === 0 || Boolean(process.env['CI']);
const CLAIMS = 20;

describe('claiming an item to send', () => {
  it.skipIf(!hasStrace)('commits each claim with an fsync of its own', () => {
    const dir = mkdtempSync(join(tmpdir(), 'passdesk-claims-'));
    try {
      const trace = join(dir, 'trace');
      execFileSync(
        'strace',
        [
          '-f',
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
      const begin = lines.findIndex((l) => l.includes('claims-begin'));
      const end = lines.findIndex((l) => l.includes('claims-end'));
      expect(begin).toBeGreaterThan(-1);
      expect(end).toBeGreaterThan(begin);
      const syncs = lines.slice(begin, end).filter((l) => /\b(fsync|fdatasync)\(/.test(l));
      expect(syncs.length).toBeGreaterThanOrEqual(CLAIMS);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
