// The service's command line: exit code 2 with one line for bad input, `listening on` when ready.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { UsageError, parseCli } from '../../../src/service/cliOptions';

const dir = mkdtempSync(join(tmpdir(), 'passdesk-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

function run(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/service/cli.ts', ...args], {
      stdio: 'pipe',
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('service CLI options', () => {
  it('names the problem of each bad option or accounts file', () => {
    const cases: [string[], RegExp][] = [
      [['--port', 'abc'], /--port/],
      [['--port', '70000'], /--port/],
      [['--rate-limit', '30'], /--rate-limit/],
      [['--drop-rate', '1.5'], /--drop-rate/],
      [['--drop-rate', '0.6', '--error-rate', '0.6'], /add up/],
      [['--bogus'], /bogus/],
      [['--accounts', join(dir, 'missing.json')], /missing\.json/],
      [['--accounts', file('broken.json', '[{')], /not valid JSON/],
      [
        [
          '--accounts',
          file('shape.json', '[{"apiKey": "k", "freeCredits": "many", "premiumCredits": 0}]'),
        ],
        /freeCredits/,
      ],
      [
        [
          '--accounts',
          file(
            'dupes.json',
            '[{"apiKey":"k","freeCredits":1,"premiumCredits":0},{"apiKey":"k","freeCredits":1,"premiumCredits":0}]',
          ),
        ],
        /once/,
      ],
    ];
    for (const [args, pattern] of cases) {
      expect(() => parseCli(args), args.join(' ')).toThrow(UsageError);
      expect(() => parseCli(args), args.join(' ')).toThrow(pattern);
    }
  });

  it('runs the demo without --accounts, on loopback port 4010 and ./service.db by default', () => {
    expect(parseCli([])).toMatchObject({
      demo: true,
      host: '127.0.0.1',
      port: 4010,
      dbPath: resolve('service.db'),
    });
    const options = parseCli([
      '--accounts',
      file('ok.json', '[{"apiKey":"k","freeCredits":20,"premiumCredits":0}]'),
      '--rate-limit',
      '30/60',
      '--latency',
      '5',
      '--control',
    ]);
    expect(options).toMatchObject({
      accounts: [{ apiKey: 'k' }],
      rateLimit: { max: 30, windowSeconds: 60 },
      control: true,
      faults: { latencyMs: 5, appliesTo: 'changing' },
    });
    expect(options!.demo).toBeUndefined();
  });
});

describe('service CLI', () => {
  it('exits 2 with a one-line error for a bad option and for a bad accounts file', async () => {
    const cases: [string[], RegExp][] = [
      [['--port', 'abc'], /--port/],
      [['--accounts', file('bad.json', '[{"apiKey": ""}]')], /apiKey/],
    ];
    const results = await Promise.all(cases.map(([args]) => run(args)));
    results.forEach((result, i) => {
      const [args, pattern] = cases[i]!;
      expect(result.code, args.join(' ')).toBe(2);
      const lines = result.stderr.trim().split('\n');
      expect(lines, args.join(' ')).toHaveLength(1);
      expect(lines[0]).toMatch(pattern);
    });
  });

  it('prints `listening on` with its loopback URL once ready, serves, and stops on SIGTERM', async () => {
    const accounts = file(
      'accounts.json',
      JSON.stringify([{ apiKey: 'cli-key', freeCredits: 20, premiumCredits: 0 }]),
    );
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/service/cli.ts',
        '--port',
        '0',
        '--accounts',
        accounts,
        '--db',
        join(dir, 'cli.db'),
      ],
      { stdio: 'pipe' },
    );
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
        const match = /^listening on (http:\/\/127\.0\.0\.1:\d+)$/m.exec(out);
        if (match) resolve(match[1]!);
      });
      child.on('close', () => reject(new Error(`exited before listening: ${out}`)));
    });
    const credits = await fetch(`${url}/api/getCredits`, { headers: { apikey: 'cli-key' } });
    expect(await credits.json()).toEqual({ premiumCredits: 0, freeCredits: 20 });
    const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
    child.kill('SIGTERM');
    expect(await closed).toBe(0);
  });
});
