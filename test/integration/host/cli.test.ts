// `npm run web`'s command line: the station's launch link stands where its address always stood,
// with the customer display's beside it, and a script that reads them can open either once.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureRendererBuilt } from '../../e2e/support/rendererBuild';

const dir = mkdtempSync(join(tmpdir(), 'passdesk-web-cli-'));
// The host serves the built renderer, as `npm run web` builds it first.
beforeAll(() => ensureRendererBuilt(), 300_000);
let child: ChildProcess | null = null;
afterAll(() => {
  child?.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});

/** Starts the web host in training mode and answers its lines up to the data folder's. */
function start(): Promise<string[]> {
  child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/host/cli.ts', '--training', '--data-dir', join(dir, 'station')],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const lines: string[] = [];
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    createInterface({ input: child!.stdout! }).on('line', (line) => {
      lines.push(line);
      if (line.startsWith('Data folder:')) resolve(lines);
    });
    child!.on('exit', (code) => reject(new Error(`the host exited (${code}): ${stderr}`)));
  });
}

describe('the web host prints what opens it', () => {
  it('prints a station link and a display link that each open their page once', async () => {
    const lines = await start();
    const station = /is at (http:\/\/127\.0\.0\.1:\d+\/\?launch=[\w-]+)/.exec(
      lines.join('\n'),
    )?.[1];
    const display = /Customer display \(a second screen\): (\S+)/.exec(lines.join('\n'))?.[1];
    expect(station, lines.join('\n')).toBeDefined();
    expect(display).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/\?launch=[\w-]+#\/display$/);
    for (const link of [station!, display!]) {
      const opened = await fetch(link, { redirect: 'manual' });
      expect(opened.status, link).toBe(303);
      expect(opened.headers.get('set-cookie'), link).toMatch(/HttpOnly; SameSite=Strict$/);
      const again = await fetch(link, { redirect: 'manual' });
      expect(again.status, link).toBe(403);
    }
    // No page is served to whoever asks without a link.
    const bare = await fetch(new URL('/', station!), { redirect: 'manual' });
    expect(bare.status).toBe(401);
  }, 120_000);
});
