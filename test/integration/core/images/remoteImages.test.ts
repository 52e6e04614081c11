// Remote images fetched by main: only real images, within limits, kept for offline, never the key.
import { mkdtempSync, rmSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '@shared/ipc/errors';
import { createCore, MemoryKeyVault } from '../../../../src/main/core';
import { IMAGE_DEFAULTS, RemoteImages } from '../../../../src/main/core/images/remoteImages';
import { openDatabase, type Db } from '../../../../src/main/core/db/database';
import { PNG, SVG, serve, startImageServer, type ImageServer } from '../../images/imageServer';
import { createLoyalty, KEY_A, stampProgram, startHarness } from '../../service/harness';

let dir: string;
let db: Db;
let server: ImageServer;
let clock: number;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'passdesk-images-'));
  db = openDatabase(join(dir, 'station.sqlite'), { backupDir: join(dir, 'backups') });
  server = await startImageServer();
  clock = Date.parse('2026-03-01T09:00:00Z');
});
afterEach(async () => {
  db.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

function images(overrides: Partial<ConstructorParameters<typeof RemoteImages>[0]> = {}) {
  return new RemoteImages({
    db,
    now: () => new Date(clock),
    timeoutMs: 2000,
    ...IMAGE_DEFAULTS,
    mayBePrivate: (origin) => origin === server.origin,
    inUse: () => true,
    ...overrides,
  });
}

async function refusal(work: Promise<unknown>): Promise<AppError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const pngOf = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);

describe('fetching an image', () => {
  it('answers a PNG as a data: URL and an SVG only when it says it is one', async () => {
    server.route('/stamp.png', serve('image/png', PNG));
    server.route('/stamp.svg', serve('image/svg+xml; charset=utf-8', SVG));
    const got = await images().get(server.url('/stamp.png'));
    expect(got).toEqual({
      dataUrl: `data:image/png;base64,${PNG.toString('base64')}`,
      fetchedAt: new Date(clock).toISOString(),
      stale: false,
    });
    const svg = await images().get(server.url('/stamp.svg'));
    expect(svg.dataUrl).toBe(`data:image/svg+xml;base64,${SVG.toString('base64')}`);
  });

  it('refuses what is not an image, whatever the header claims', async () => {
    server.route('/page', serve('text/html', '<html><body>hello</body></html>'));
    server.route('/lying.png', serve('image/png', '<html><script>alert(1)</script></html>'));
    server.route('/svg-as-text', serve('text/plain', SVG));
    server.route('/svg-as-png', serve('image/png', SVG));
    server.route('/json', serve('application/json', '{"a":1}'));
    const remote = images();
    for (const path of ['/page', '/lying.png', '/svg-as-text', '/svg-as-png', '/json']) {
      const error = await refusal(remote.get(server.url(path)));
      expect(error.kind, path).toBe('invalid');
      expect(error.message, path).toMatch(/is not a PNG, JPEG, GIF, WebP or SVG image/);
    }
    expect(remote.totalBytes()).toBe(0);
  });

  it('refuses an image larger than the limit, with or without a declared length', async () => {
    const limit = 64 * 1024;
    server.route('/big.png', serve('image/png', pngOf(limit + 1)));
    server.route('/streamed.png', (response) => {
      response.setHeader('content-type', 'image/png');
      for (let i = 0; i < 20; i++) response.write(pngOf(8 * 1024));
      response.end();
    });
    server.route('/fits.png', serve('image/png', pngOf(limit)));
    const remote = images({ maxImageBytes: limit });
    for (const path of ['/big.png', '/streamed.png']) {
      const error = await refusal(remote.get(server.url(path)));
      expect(error.kind, path).toBe('invalid');
      expect(error.message, path).toMatch(/larger than 64 KiB/);
    }
    expect((await remote.get(server.url('/fits.png'))).dataUrl).toMatch(/^data:image\/png;/);
  });

  it('refuses placeholders and addresses that are not http(s)', async () => {
    const remote = images();
    const cases: [string, RegExp][] = [
      ['{photoUrl}', /filled in per member/],
      ['https://img.example.com/{customerId}.png', /filled in per member/],
      ['https://img.example.com/%7BcustomerId%7D.png', /filled in per member/],
      ['file:///etc/passwd', /http\(s\) addresses only/],
      ['javascript:alert(1)', /http\(s\) addresses only/],
      ['data:image/png;base64,AAAA', /http\(s\) addresses only/],
      ['ftp://example.com/a.png', /http\(s\) addresses only/],
      ['https://user:secret@img.example.com/a.png', /user name or password/],
      ['stamp.png', /not a web address/],
    ];
    for (const [url, message] of cases) {
      const error = await refusal(remote.get(url));
      expect(error.kind, url).toBe('invalid');
      expect(error.message, url).toMatch(message);
    }
    expect(server.requests).toEqual([]);
  });

  it('refuses loopback and private addresses that are not the station’s own service', async () => {
    server.route('/stamp.png', serve('image/png', PNG));
    server.route('/hop', (response) => {
      response.statusCode = 302;
      response.setHeader('location', 'http://10.0.0.1/stamp.png');
      response.end();
    });
    const strict = images({ mayBePrivate: () => false });
    for (const url of [
      server.url('/stamp.png'),
      `http://localhost:${new URL(server.origin).port}/stamp.png`,
      'http://[::1]:9/stamp.png',
      'http://192.168.1.20/stamp.png',
      'http://169.254.169.254/latest/meta-data',
      'http://[::ffff:127.0.0.1]:9/a.png',
    ]) {
      const error = await refusal(strict.get(url));
      expect(error.kind, url).toBe('invalid');
      expect(error.message, url).toMatch(/on this computer or the local network/);
    }
    expect(server.requests).toEqual([]);
    // Allowed to reach the service, but not to be sent on from there into the network.
    const error = await refusal(images().get(server.url('/hop')));
    expect(error.message).toMatch(/10\.0\.0\.1 is on this computer or the local network/);
  });
});

describe('reaching the host', () => {
  it('resolves host names and follows a redirect, checking each hop', async () => {
    server.route('/stamp.png', serve('image/png', PNG));
    server.route('/moved', (response) => {
      response.statusCode = 301;
      response.setHeader('location', '/stamp.png');
      response.end();
    });
    const port = new URL(server.origin).port;
    const remote = images({ mayBePrivate: () => true });
    const named = await remote.get(`http://localhost:${port}/stamp.png`);
    expect(named.dataUrl).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
    expect((await remote.get(server.url('/moved'))).dataUrl).toBe(named.dataUrl);
    expect(server.requests.map((r) => r.path)).toEqual(['/stamp.png', '/moved', '/stamp.png']);
  });

  it('says a missing image is not found and a failing server is unreachable', async () => {
    server.route('/broken.png', serve('text/plain', 'oops', 503));
    const remote = images();
    expect((await refusal(remote.get(server.url('/gone.png')))).kind).toBe('notFound');
    expect((await refusal(remote.get(server.url('/broken.png')))).kind).toBe('offline');
  });

  it('gives up on a host that does not send the image in time', async () => {
    server.route('/slow.png', (response) => {
      response.setHeader('content-type', 'image/png');
      response.write(PNG.subarray(0, 8));
    });
    const error = await refusal(images({ timeoutMs: 300 }).get(server.url('/slow.png')));
    expect(error.kind).toBe('offline');
    expect(error.message).toMatch(/did not send the image in time/);
  });
});

describe('the offline copy', () => {
  it('is answered, marked stale, when the host cannot be reached; without one the error is offline', async () => {
    server.route('/stamp.png', serve('image/png', PNG));
    const remote = images();
    const fresh = await remote.get(server.url('/stamp.png'));
    const firstFetch = new Date(clock).toISOString();
    const missing = server.url('/never-fetched.png');
    await server.close();

    clock += 1000;
    expect(await remote.get(server.url('/stamp.png'))).toEqual(fresh);
    clock += IMAGE_DEFAULTS.freshForMs;
    expect(await remote.get(server.url('/stamp.png'))).toEqual({
      dataUrl: fresh.dataUrl,
      fetchedAt: firstFetch,
      stale: true,
    });
    const error = await refusal(remote.get(missing));
    expect(error.kind).toBe('offline');
    expect(error.message).toMatch(/cannot be reached/);
    server = await startImageServer();
  });

  it('survives a restart: a new station process reads it from the database', async () => {
    server.route('/stamp.png', serve('image/png', PNG));
    const fresh = await images().get(server.url('/stamp.png'));
    const url = server.url('/stamp.png');
    await server.close();
    db.close();
    db = openDatabase(join(dir, 'station.sqlite'), { backupDir: join(dir, 'backups') });
    expect((await images().get(url)).dataUrl).toBe(fresh.dataUrl);
    server = await startImageServer();
  });

  it('drops the least recently used images beyond the total limit', async () => {
    const size = 10 * 1024;
    for (const name of ['a', 'b', 'c'])
      server.route(`/${name}.png`, serve('image/png', pngOf(size)));
    const remote = images({ maxCacheBytes: 2 * size + 100 });
    await remote.get(server.url('/a.png'));
    clock += 1000;
    await remote.get(server.url('/b.png'));
    clock += 1000;
    await remote.get(server.url('/a.png')); // a is shown again: b is now the least recent
    clock += 1000;
    await remote.get(server.url('/c.png'));
    expect(remote.totalBytes()).toBe(2 * size);
    const kept = db.prepare('SELECT url FROM image_cache ORDER BY url').pluck().all();
    expect(kept).toEqual([server.url('/a.png'), server.url('/c.png')]);
  });

  it('asks once for an image several screens want at the same moment', async () => {
    server.route('/stamp.png', serve('image/png', PNG));
    const remote = images();
    await Promise.all(Array.from({ length: 5 }, () => remote.get(server.url('/stamp.png'))));
    expect(server.requests.filter((r) => r.path === '/stamp.png')).toHaveLength(1);
  });
});

describe('only what the station uses', () => {
  it('refuses an address the station does not use, without asking its host', async () => {
    server.route('/stamp.png', serve('image/png', PNG));
    const remote = images({ inUse: (href) => href === server.url('/used.png') });
    const error = await refusal(remote.get(server.url('/stamp.png')));
    expect(error.kind).toBe('invalid');
    expect(error.message).toMatch(/not an image of any template or program the service returned/);
    expect(server.requests).toEqual([]);
  });

  it('fetches only images of templates the service returned, never one a draft names', async () => {
    server.route('/logo.png', serve('image/png', PNG));
    server.route('/bean.png', serve('image/png', PNG));
    const service = await startHarness();
    const core = await createCore({
      dataDir: join(dir, 'core'),
      keyVault: new MemoryKeyVault(),
      training: { serviceUrl: service.service.url, apiKey: KEY_A },
      // The test's image server is on loopback: only a listed origin there is trusted.
      imageOrigins: [server.origin],
      probeIntervalMs: 60_000,
    });
    try {
      // A page may save anything in a draft; that does not make main fetch it.
      const leakUrl = `${server.origin}/leak?data=member-list`;
      const draft = await core.handlers['drafts.start']({ kind: 'loyalty' });
      await core.handlers['drafts.save']({
        id: draft.id,
        name: 'Beans',
        data: { ...draft.data, logoUrl: 'http://198.51.100.7/leak?data=member-list' },
      });
      const leak = await refusal(
        core.handlers['images.get']({ url: 'http://198.51.100.7/leak?data=member-list' }),
      );
      expect(leak.message).toMatch(/not an image of any template or program the service returned/);

      await createLoyalty(
        service,
        stampProgram(
          { logoUrl: server.url('/logo.png') },
          { customStampIcon: server.url('/bean.png') },
        ),
      );
      await core.handlers['templates.list']({ refresh: true });
      for (const path of ['/logo.png', '/bean.png']) {
        const got = await core.handlers['images.get']({ url: server.url(path) });
        expect(got.dataUrl, path).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
      }
      expect(leakUrl).not.toBe(server.url('/logo.png'));
      expect(server.requests.map((r) => r.path)).toEqual(['/logo.png', '/bean.png']);
    } finally {
      await core.close();
      await service.stop();
    }
  });

  it('trusts loopback in training only for the embedded service and listed origins', async () => {
    server.route('/logo.png', serve('image/png', PNG));
    const service = await startHarness();
    const core = await createCore({
      dataDir: join(dir, 'core'),
      keyVault: new MemoryKeyVault(),
      training: { serviceUrl: service.service.url, apiKey: KEY_A },
      probeIntervalMs: 60_000,
    });
    try {
      // The service returned a template naming another server on this computer: a page can
      // still not reach it through main, training or not.
      await createLoyalty(service, stampProgram({ logoUrl: server.url('/logo.png') }));
      await core.handlers['templates.list']({ refresh: true });
      const error = await refusal(core.handlers['images.get']({ url: server.url('/logo.png') }));
      expect(error.message).toMatch(/on this computer or the local network/);
      expect(server.requests).toEqual([]);
    } finally {
      await core.close();
      await service.stop();
    }
  });
});

describe('redirects, checked again', () => {
  it('follows a redirect to an unused address only on the same origin', async () => {
    const elsewhere = await startImageServer();
    try {
      elsewhere.route('/x.png', serve('image/png', PNG));
      server.route('/same', redirectTo('/real.png'));
      server.route('/real.png', serve('image/png', PNG));
      server.route('/away', redirectTo(elsewhere.url('/x.png')));
      const used = new Set([server.url('/same'), server.url('/away')]);
      const remote = images({
        inUse: (href) => used.has(href),
        mayBePrivate: (origin) => origin === server.origin || origin === elsewhere.origin,
      });
      const got = await remote.get(server.url('/same'));
      expect(got.dataUrl).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
      const error = await refusal(remote.get(server.url('/away')));
      expect(error.message).toMatch(/redirects to .*, which no template on this station uses/);
      expect(elsewhere.requests).toEqual([]);
    } finally {
      await elsewhere.close();
    }
  });

  it('never lets an address elsewhere redirect into a trusted server on this computer', async () => {
    const service = await startImageServer();
    try {
      service.route('/private.png', serve('image/png', PNG));
      server.route('/hop', redirectTo(service.url('/private.png')));
      // The station's own service may be on loopback; an image host that redirects there is
      // trusted for itself (a listed origin), not for where it points.
      const remote = images({
        inUse: () => true,
        mayBePrivate: (origin) => origin === service.origin || origin === server.origin,
      });
      const error = await refusal(remote.get(server.url('/hop')));
      expect(error.message).toMatch(/on this computer or the local network/);
      expect(service.requests).toEqual([]);
    } finally {
      await service.close();
    }
  });
});

describe('through the core', () => {
  it('never sends the API key (or any cookie or referrer) to an image host', async () => {
    const apiKey = 'live-key-7f3a9c21d4e8b650';
    server.route('/stamp.png', serve('image/png', PNG));
    const core = await createCore({
      dataDir: join(dir, 'core'),
      // The key of the service the settings name by default.
      keyVault: new MemoryKeyVault({ apiKey, origin: 'http://127.0.0.1:4010' }),
      imageOrigins: [server.origin],
      probeIntervalMs: 60_000,
    });
    try {
      await core.handlers['settings.update']({ trainingMode: false });
      const got = await core.handlers['images.get']({ url: server.url('/stamp.png') });
      expect(got.dataUrl).toBe(`data:image/png;base64,${PNG.toString('base64')}`);
      const request = server.requests.find((r) => r.path === '/stamp.png')!;
      expect(JSON.stringify(request)).not.toContain(apiKey);
      expect(JSON.stringify(request)).not.toContain(apiKey.slice(-12));
      expect(Object.keys(request.headers).sort()).toEqual(['accept', 'connection', 'host']);
      const other = await refusal(core.handlers['images.get']({ url: 'http://127.0.0.1:9/x.png' }));
      expect(other.message).toMatch(/not an image of any template or program the service returned/);
    } finally {
      await core.close();
    }
  });
});

function redirectTo(location: string) {
  return (response: ServerResponse) => {
    response.statusCode = 302;
    response.setHeader('location', location);
    response.end();
  };
}
