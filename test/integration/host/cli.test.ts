// `npm run web`'s command line: the station's launch link stands where its address always stood,
// with the customer display's beside it, and a script that reads them can open either once.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
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

/** The terminal's language, pinned: English unless a test names another. */
const inLanguage = (lang = 'C') => ({
  ...process.env,
  LANG: lang,
  LC_ALL: undefined,
  LC_MESSAGES: undefined,
  LANGUAGE: undefined,
});

/** Runs the web host's command line to its end: its exit status and what it wrote to stderr. */
function runToEnd(
  args: string[],
  env = inLanguage(),
): Promise<{ status: number | null; stderr: string }> {
  const run = spawn(process.execPath, ['--import', 'tsx', 'src/host/cli.ts', ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env,
    timeout: 60_000,
  });
  let stderr = '';
  run.stderr!.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    run.on('error', reject);
    run.on('close', (status) => resolve({ status, stderr }));
  });
}

/** Starts the web host in training mode and answers its lines up to the data folder's. */
function start(
  more: string[] = [],
  folder = 'station',
  env = inLanguage(),
  lastLine = 'Data folder:',
): Promise<string[]> {
  child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/host/cli.ts', '--training', '--data-dir', join(dir, folder), ...more],
    { stdio: ['pipe', 'pipe', 'pipe'], env },
  );
  const lines: string[] = [];
  let stderr = '';
  child.stderr!.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    createInterface({ input: child!.stdout! }).on('line', (line) => {
      lines.push(line);
      if (line.startsWith(lastLine)) resolve(lines);
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
      expect(opened.status, link).toBe(200);
      expect(opened.headers.get('set-cookie'), link).toMatch(/HttpOnly; SameSite=Strict$/);
      const again = await fetch(link, { redirect: 'manual' });
      expect(again.status, link).toBe(403);
    }
    // No page is served to whoever asks without a link.
    const bare = await fetch(new URL('/', station!), { redirect: 'manual' });
    expect(bare.status).toBe(401);
    // Enter prints a fresh link of each kind, which opens its page.
    const later: string[] = [];
    const more = new Promise<string>((resolve) =>
      createInterface({ input: child!.stdout! }).on('line', (line) => {
        later.push(line);
        if (line.startsWith('Customer display')) resolve(later.join('\n'));
      }),
    );
    child!.stdin!.write('\n');
    const fresh = /is at (http:\/\/127\.0\.0\.1:\d+\/\?launch=[\w-]+)/.exec(await more)?.[1];
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(station);
    expect((await fetch(fresh!, { redirect: 'manual' })).status).toBe(200);
  }, 120_000);
});

describe('the web host takes other stations by address', () => {
  it('names the stations given with --peer', async () => {
    child?.kill('SIGTERM');
    const lines = await start(
      ['--peer', '192.168.1.21:4380', '--peer', 'till-3.local:4380', '--lan-port', '0'],
      'peered',
    );
    expect(lines).toContain('Other tills by address: 192.168.1.21:4380, till-3.local:4380');
  }, 120_000);

  it('refuses a bad --peer or --lan-port before starting, saying what to fix', async () => {
    const refusals = [
      [
        ['--peer', 'till-2'],
        '--peer till-2: give the address as host:port, such as 192.168.1.20:4380',
      ],
      [['--peer', '10.0.0.2:0'], '--peer 10.0.0.2:0: the port is a number from 1 to 65535'],
      [['--lan-port', '70000'], '--lan-port must be a whole number from 0 to 65535'],
    ] as const;
    // Each refusal is a process of its own: they run side by side.
    const runs = await Promise.all(
      refusals.map(([args]) => runToEnd(['--data-dir', join(dir, 'refused'), ...args])),
    );
    for (const [index, [, message]] of refusals.entries()) {
      const run = runs[index]!;
      expect(run.status, run.stderr).toBe(2);
      expect(run.stderr).toContain(message);
      expect(run.stderr).toContain('--peer HOST:PORT');
    }
    expect(existsSync(join(dir, 'refused')), 'nothing was started').toBe(false);
  }, 120_000);
});

describe('the web host speaks the computer’s language, and its pages the browser’s', () => {
  it('prints its lines in German under LANG=de_DE, and a used link’s page in French', async () => {
    child?.kill('SIGTERM');
    const lines = await start([], 'german', inLanguage('de_DE.UTF-8'), 'Datenordner:');
    const text = lines.join('\n');
    expect(text).toMatch(/PassDesk \(Schulungsmodus, Demodaten\) läuft unter http/);
    const display = /Kundenanzeige \(zweiter Bildschirm\): (\S+)/.exec(text)?.[1];
    expect(display, text).toBeDefined();
    await fetch(display!, { redirect: 'manual' });
    const again = await fetch(display!, {
      redirect: 'manual',
      headers: { 'accept-language': 'fr-CA,fr;q=0.9' },
    });
    expect(again.status).toBe(403);
    const page = await again.text();
    expect(page).toContain('<html lang="fr" dir="ltr">');
    expect(page).toContain('Ce lien PassDesk a déjà servi');
    const bare = await fetch(new URL('/', display!), { headers: { 'accept-language': 'ar' } });
    expect(bare.status).toBe(401);
    expect(await bare.text()).toContain('<html lang="ar" dir="rtl">');
  }, 120_000);

  it('says a bad option and the usage in the terminal’s language', async () => {
    const run = await runToEnd(
      ['--port', '99999', '--data-dir', join(dir, 'x')],
      inLanguage('es_ES.UTF-8'),
    );
    expect(run.status, run.stderr).toBe(2);
    expect(run.stderr).toContain('--port debe estar entre 0 y 65535');
    expect(run.stderr).toContain('Uso: tsx src/host/cli.ts [opciones]');
  }, 120_000);
});
