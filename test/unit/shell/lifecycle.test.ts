import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createRotatingLog, redactSecrets } from '../../../src/main/core/log/rotatingLog';
import { resolveLaunchOptions } from '../../../src/main/electron/lifecycle/launchOptions';
import {
  nativeBindingPath,
  requireNativeBinding,
} from '../../../src/main/electron/lifecycle/nativeBinding';
import { watchOnline } from '../../../src/main/electron/lifecycle/onlineWatch';
import { createShutdown } from '../../../src/main/electron/lifecycle/shutdown';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'passdesk-log-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('rotating log', () => {
  const clock = () => new Date('2026-01-02T03:04:05.000Z');

  it('rotates by size and keeps only the newest files', () => {
    const log = createRotatingLog({ dir, name: 'main', maxBytes: 200, keep: 2, clock });
    for (let i = 0; i < 30; i += 1) log.info(`line ${i} ${'x'.repeat(40)}`);
    expect(readdirSync(dir).sort()).toEqual(['main.1.log', 'main.2.log', 'main.log']);
    for (const file of readdirSync(dir))
      expect(readFileSync(join(dir, file)).length).toBeLessThanOrEqual(200);
    expect(readFileSync(join(dir, 'main.log'), 'utf8')).toContain('line 29');
    expect(readFileSync(join(dir, 'main.2.log'), 'utf8')).not.toContain('line 0 ');
  });

  it('continues the existing file after a restart', () => {
    createRotatingLog({ dir, name: 'main', maxBytes: 10_000, keep: 1, clock }).info('first run');
    createRotatingLog({ dir, name: 'main', maxBytes: 10_000, keep: 1, clock }).warn('second run', {
      n: 2,
    });
    expect(readFileSync(join(dir, 'main.log'), 'utf8')).toBe(
      '2026-01-02T03:04:05.000Z INFO first run\n2026-01-02T03:04:05.000Z WARN second run {"n":2}\n',
    );
  });

  it('never writes a redacted secret, in messages or fields', () => {
    const log = createRotatingLog({ dir, name: 'main', maxBytes: 10_000, keep: 1, clock });
    log.redact('pk_live_abcdef123456');
    log.error('request failed for pk_live_abcdef123456', {
      headers: { apikey: 'pk_live_abcdef123456' },
    });
    const text = readFileSync(join(dir, 'main.log'), 'utf8');
    expect(text).not.toContain('pk_live_abcdef123456');
    expect(text.match(/\[redacted\]/g)).toHaveLength(2);
    expect(redactSecrets('abc', ['a'])).toBe('abc');
  });
});

describe('online watch', () => {
  it('reports the first state and then only changes', () => {
    let online = true;
    let tick: () => void = () => {};
    const seen: boolean[] = [];
    const watch = watchOnline({
      isOnline: () => online,
      onChange: (value) => seen.push(value),
      intervalMs: 5000,
      setInterval: (fn) => ((tick = fn), 1),
      clearInterval: () => {},
    });
    tick();
    online = false;
    tick();
    tick();
    online = true;
    watch.check();
    expect(seen).toEqual([true, false, true]);
  });
});

describe('shutdown', () => {
  it('closes the core, then the service, once, and refuses work from the start', async () => {
    const order: string[] = [];
    const shutdown = createShutdown({
      closeCore: async () => void order.push('core'),
      closeService: async () => void order.push('service'),
      log: () => {},
      timeoutMs: 1000,
    });
    expect(shutdown.stopping).toBe(false);
    const first = shutdown.run();
    expect(shutdown.stopping).toBe(true);
    await Promise.all([first, shutdown.run()]);
    expect(order).toEqual(['core', 'service']);
  });

  it('quits anyway when a step hangs or fails, and says so', async () => {
    const logged: string[] = [];
    let fire: () => void = () => {};
    const shutdown = createShutdown({
      closeCore: () => new Promise<void>(() => {}),
      closeService: async () => {
        throw new Error('port busy');
      },
      log: (message) => logged.push(message),
      timeoutMs: 5000,
      setTimeout: (fn) => ((fire = fn), 1),
    });
    const done = shutdown.run();
    await Promise.resolve();
    fire();
    await done;
    expect(logged).toContain('closing the core did not finish within 5000 ms; quitting anyway');
    expect(logged).toContain('stopping the training service failed while quitting');
    expect(logged.at(-1)).toBe('quit cleanly');
  });
});

describe('launch options', () => {
  const none = { argv: [], env: {}, settingsFile: undefined };

  it('reads kiosk mode from flag, environment or settings, in that order', () => {
    expect(resolveLaunchOptions(none).kiosk).toBe(false);
    expect(resolveLaunchOptions({ ...none, settingsFile: { kiosk: true } }).kiosk).toBe(true);
    expect(
      resolveLaunchOptions({
        ...none,
        env: { PASSDESK_KIOSK: '1' },
        settingsFile: { kiosk: false },
      }).kiosk,
    ).toBe(true);
    expect(
      resolveLaunchOptions({
        argv: ['--no-kiosk'],
        env: { PASSDESK_KIOSK: '1' },
        settingsFile: { kiosk: true },
      }).kiosk,
    ).toBe(false);
    expect(resolveLaunchOptions({ ...none, argv: ['--kiosk'] }).kiosk).toBe(true);
  });

  it('reads local image origins, and accepts an old remoteImages setting with a warning', () => {
    expect(resolveLaunchOptions(none).imageOrigins).toEqual([]);
    const old = resolveLaunchOptions({
      ...none,
      settingsFile: {
        kiosk: true,
        remoteImages: false,
        imageOrigins: ['http://192.168.1.20:8080/'],
      },
    });
    expect(old.kiosk).toBe(true);
    expect(old.imageOrigins).toEqual(['http://192.168.1.20:8080']);
    expect(old.warnings).toEqual([expect.stringMatching(/"remoteImages" is no longer used/)]);
    const bad = resolveLaunchOptions({
      ...none,
      settingsFile: { imageOrigins: ['https://img.example.com/path'] },
    });
    expect(bad.imageOrigins).toEqual([]);
    expect(bad.warnings).toEqual([expect.stringMatching(/bare http\(s\) origin/)]);
  });

  it('ignores a broken settings file with a warning instead of failing to start', () => {
    for (const settingsFile of [
      { kiosk: 'yes' },
      { kiosk: true, nodeIntegration: true },
      [],
      null,
    ]) {
      const options = resolveLaunchOptions({ ...none, settingsFile });
      expect(options.kiosk).toBe(false);
      expect(options.warnings[0]).toMatch(/^shell settings ignored/);
    }
  });

  it("takes --peer and --lan-port among Electron's own arguments, warning of bad ones and keeping the rest", () => {
    expect(resolveLaunchOptions(none).lan).toEqual({
      peers: [],
      port: 4380,
      discovery: true,
      peersOnly: false,
    });
    const given = resolveLaunchOptions({
      ...none,
      argv: [
        '/opt/PassDesk/passdesk',
        '.',
        '--no-sandbox',
        '--peer',
        '192.168.1.21:4380',
        '--peer=till-3.local:4380',
        '--peer',
        'till-2',
        '--lan-port',
        '4390',
        '--kiosk',
      ],
    });
    expect(given.lan).toMatchObject({
      peers: ['192.168.1.21:4380', 'till-3.local:4380'],
      port: 4390,
    });
    expect(given.kiosk).toBe(true);
    expect(given.warnings).toEqual([
      'ignored: --peer till-2: give the address as host:port, such as 192.168.1.20:4380',
    ]);
    const badPort = resolveLaunchOptions({ ...none, argv: ['--lan-port', 'x', '--peer'] });
    expect(badPort.lan).toMatchObject({ peers: [], port: 4380 });
    expect(badPort.warnings).toEqual([
      expect.stringMatching(/^ignored: --peer needs a value: /),
      'ignored: --lan-port must be a whole number from 0 to 65535 (0: any free port); using 4380',
    ]);
  });

  it("takes --no-discovery and --peers-only, the web host's spellings, to split a store at its network", () => {
    const split = resolveLaunchOptions({
      ...none,
      argv: ['.', '--no-discovery', '--peers-only', '--peer', '10.0.0.2:4380'],
    });
    expect(split.lan).toEqual({
      peers: ['10.0.0.2:4380'],
      port: 4380,
      discovery: false,
      peersOnly: true,
    });
    expect(split.warnings).toEqual([]);
  });
});

describe('native binding path', () => {
  it('points into the unpacked folder of an installed app, and into build/ in a checkout', () => {
    expect(nativeBindingPath('/opt/PassDesk/resources/app.asar')).toBe(
      join(
        '/opt/PassDesk/resources/app.asar.unpacked',
        'build',
        'electron-native',
        'better_sqlite3.node',
      ),
    );
    expect(nativeBindingPath('/home/dev/passdesk')).toBe(
      join('/home/dev/passdesk', 'build', 'electron-native', 'better_sqlite3.node'),
    );
  });
});

describe('required native binding', () => {
  const checkout = '/home/dev/passdesk';
  const installed = '/opt/PassDesk/resources/app.asar';

  it('answers the path when the Electron build is there', () => {
    expect(requireNativeBinding(checkout, false, () => true)).toBe(nativeBindingPath(checkout));
  });

  it('tells a developer the command that builds it', () => {
    expect(() => requireNativeBinding(checkout, false, () => false)).toThrow(
      /built for Electron is missing \(\/home\/dev\/passdesk\/build\/electron-native\/better_sqlite3\.node\)\. Build it with `npm run electron:native`/,
    );
  });

  it('tells a store to reinstall, since an installed app has no npm', () => {
    let message = '';
    try {
      requireNativeBinding(installed, true, () => false);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/installation of PassDesk is incomplete.*Install PassDesk again\./);
    expect(message).toContain('app.asar.unpacked');
    expect(message).not.toMatch(/npm/);
  });
});
