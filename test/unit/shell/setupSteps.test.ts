// `npm run setup`'s steps with npm played by a stand-in: what it runs, and what a newcomer reads.
import { describe, expect, it } from 'vitest';
import { setup } from '../../../scripts/setupSteps.mjs';
import { scriptLanguage, scriptWords } from '../../../scripts/scriptWords.mjs';
import { readFileSync } from 'node:fs';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { LOCALES } from '../../../src/shared/i18n/locales';
import { systemLanguage } from '../../../src/shared/i18n/systemLanguage';

const NO_ELECTRON_HERE = scriptWords({ LANG: 'en_US.UTF-8' })('pass.setup.noElectronHere');

const STACK = [
  'npm error code 1',
  'npm error path /home/me/passdesk/node_modules/electron',
  'npm error command failed',
  'npm error RequestError: getaddrinfo ENOTFOUND github.com',
  '    at ClientRequest.<anonymous> (node_modules/got/source/request-as-event-emitter.js:178:14)',
].join('\n');

interface Call {
  args: string[];
  skip: string | undefined;
}

/** The renderer's build as Vite prints it: a config warning, every chunk, a size warning. */
const BUILD_OUTPUT = [
  'vite v7.1.0 building for production...',
  '(!) Some of your plugin options are deprecated',
  ...Array.from({ length: 140 }, (_, i) => `out/renderer/assets/chunk-${i}-Ab12Cd.js   ${i}.40 kB`),
  '(!) Some chunks are larger than 500 kB after minification.',
  '✓ built in 41.20s',
].join('\n');
const LINK = 'Training station: http://127.0.0.1:51234/?launch=abc';

/** npm that fails `ci` while Electron's download is not skipped (when `noDownload`). */
function station(options: {
  noDownload: boolean;
  failAlways?: boolean;
  buildFails?: boolean;
  binary: boolean;
  lang?: string;
}) {
  const calls: Call[] = [];
  const out: string[] = [];
  const err: string[] = [];
  const logs: string[] = [];
  let desktop = 0;
  let now = 0;
  const code = setup({
    npm: (args, { env }) => {
      calls.push({ args, skip: env['ELECTRON_SKIP_BINARY_DOWNLOAD'] });
      now += 41_000;
      const skipped = env['ELECTRON_SKIP_BINARY_DOWNLOAD'] === '1';
      if (options.failAlways) return { status: 1, output: STACK };
      if (options.noDownload && !skipped) return { status: 1, output: STACK };
      return { status: 0, output: 'npm warn deprecated glob@7\nadded 812 packages in 41s\n' };
    },
    buildPages: () => {
      calls.push({ args: ['build pages'], skip: undefined });
      now += 63_500;
      return { status: options.buildFails ? 1 : 0, output: BUILD_OUTPUT };
    },
    startBrowserStation: () => {
      calls.push({ args: ['start browser station'], skip: undefined });
      out.push(LINK);
      return 0;
    },
    keepLog: (text) => (logs.push(text), 'out/setup.log'),
    startDesktop: () => (desktop++, 0),
    electronBinary: () => (options.binary ? '/opt/electron' : null),
    clock: () => now,
    say: (line) => out.push(line),
    complain: (line) => err.push(line),
    env: { PATH: '/usr/bin', LANG: options.lang ?? 'en_US.UTF-8' },
  });
  const lines = out.join('\n').split('\n');
  return {
    code,
    calls,
    logs,
    out: out.join('\n'),
    err: err.join('\n'),
    desktop: () => desktop,
    linesBeforeLink: lines.indexOf(LINK),
  };
}

describe('npm run setup', () => {
  it('without Electron’s binary: one line, no stack trace, and the browser app started', () => {
    const run = station({ noDownload: true, binary: false });
    expect(run.calls).toEqual([
      { args: ['ci', '--no-audit', '--no-fund'], skip: undefined },
      { args: ['ci', '--no-audit', '--no-fund'], skip: '1' },
      { args: ['build pages'], skip: undefined },
      { args: ['start browser station'], skip: undefined },
    ]);
    expect(run.out).toContain(NO_ELECTRON_HERE);
    expect(run.out.split('\n').filter((line) => /Electron/.test(line))).toHaveLength(1);
    expect(run.out + run.err).not.toMatch(/npm error|ENOTFOUND|\bat /);
    // It runs the browser app itself, so it does not tell anyone to run it.
    expect(run.out).not.toMatch(/npm run web|Run `/);
    expect(run.out).toMatch(/opens in your browser/);
    expect(run.code).toBe(0);
  });

  it('with the binary: installs once, says how it went, and starts the desktop app', () => {
    const run = station({ noDownload: false, binary: true });
    expect(run.calls).toHaveLength(1);
    expect(run.out).toContain('added 812 packages in 41s');
    expect(run.out).not.toContain(NO_ELECTRON_HERE);
    expect(run.desktop()).toBe(1);
    expect(run.code).toBe(0);
  });

  it('shows the first attempt’s output only when the retry fails too, and keeps it in a log', () => {
    const run = station({ noDownload: true, failAlways: true, binary: false });
    expect(run.calls.map((c) => c.args[0])).toEqual(['ci', 'ci']);
    expect(run.err).toContain(STACK);
    expect(run.logs).toEqual([STACK]);
    expect(run.err).toContain('out/setup.log');
    expect(run.err).toMatch(/run `npm run setup` again/);
    expect(run.code).toBe(1);
  });

  it('says a few lines of progress, with their times, before the station’s link in every language', () => {
    for (const lang of [
      'en_US.UTF-8',
      'de_DE.UTF-8',
      'es_ES.UTF-8',
      'fr_FR.UTF-8',
      'ar_MA.UTF-8',
    ]) {
      for (const noDownload of [false, true]) {
        const run = station({ noDownload, binary: false, lang });
        // The link is said last, after at most 15 lines, and nothing of the build is among them.
        expect(run.linesBeforeLink, lang).toBeGreaterThan(0);
        expect(run.linesBeforeLink, lang).toBeLessThanOrEqual(15);
        expect(run.out.split('\n').at(-1)).toBe(LINK);
        expect(run.out).not.toMatch(/chunk-|\(!\)|npm warn/);
        // The build's whole output is in the log the lines name.
        expect(run.logs).toEqual([BUILD_OUTPUT]);
        expect(run.out, lang).toContain('out/setup.log');
        expect(run.code).toBe(0);
      }
    }
    const english = station({ noDownload: false, binary: false });
    expect(english.out).toContain('Installed in 41 sec: added 812 packages in 41s');
    expect(english.out).toContain('Built in 64 sec;');
    const german = station({ noDownload: false, binary: false, lang: 'de_DE.UTF-8' });
    expect(german.out).toContain('Gebaut in 64 Sek.;');
  });

  it('shows the end of a failed build and names the log holding all of it', () => {
    const run = station({ noDownload: false, buildFails: true, binary: false });
    expect(run.calls.map((c) => c.args[0])).toEqual(['ci', 'build pages']);
    expect(run.err).toContain('✓ built in 41.20s');
    expect(run.err).not.toContain('chunk-0-');
    expect(run.err).toContain('out/setup.log');
    expect(run.logs).toEqual([BUILD_OUTPUT]);
    expect(run.code).toBe(1);
  });
});

describe('the scripts’ words', () => {
  it('are said in the computer’s language', () => {
    const german = station({ noDownload: true, binary: false, lang: 'de_DE.UTF-8' });
    expect(german.out).toContain('Abhängigkeiten werden installiert (npm ci)');
    expect(german.out).toContain('öffnet sich PassDesk stattdessen im Browser');
    const arabic = station({ noDownload: true, failAlways: true, binary: false, lang: 'ar_MA' });
    expect(arabic.err).toContain('فشل التثبيت، حتى من دون Electron');
    expect(arabic.err).toContain(STACK);
    expect(scriptWords({ LANG: 'fr_FR' })('pass.start.stepFailed', { what: 'X' })).toBe(
      'X a échoué ; voir ci-dessus. En attendant, `npm run web` lance PassDesk dans le navigateur.',
    );
  });

  it('choose the language as the app does, whatever the environment says', () => {
    const envs = [
      { LANG: 'de_DE.UTF-8' },
      { LANGUAGE: 'pt:es', LANG: 'fr_FR' },
      { LC_ALL: 'C', LANG: 'ar_MA' },
      { LC_MESSAGES: 'fr_CA.UTF-8', LANG: 'de_AT' },
      { LANG: 'zz_ZZ' },
      {},
    ];
    for (const env of envs) {
      expect(scriptLanguage(env, 'es-MX'), JSON.stringify(env)).toBe(systemLanguage(env, 'es-MX'));
    }
  });
});

it('the scripts’ messages take plain values only, since they are filled in without FormatJS', () => {
  for (const locale of LOCALES) {
    const messages = JSON.parse(
      readFileSync(`src/shared/i18n/messages/pass/${locale}.json`, 'utf8'),
    ) as Record<string, string>;
    const scripts = Object.entries(messages).filter(([id]) => /^pass\.(setup|start)\./.test(id));
    expect(scripts.length).toBeGreaterThan(5);
    for (const [id, text] of scripts) {
      const kinds = parse(text).map((element) => element.type);
      expect({ id, kinds: kinds.filter((k) => k !== TYPE.literal && k !== TYPE.argument) }).toEqual(
        { id, kinds: [] },
      );
    }
  }
});
