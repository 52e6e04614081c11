// The web host's guard rails: session cookie, loopback Host, file serving and the IPC/event routes.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Handlers } from '@shared/ipc/dispatch';
import { startHost, type Host } from '../../../src/host/server';
import { syncStatus } from '../../fixtures/syncStatus';
import { fakeCoreEvents } from '../../support/fakeCoreEvents';
import { pageHeaders } from '../../support/hostIpc';
import { rawRequest } from '../../support/rawHttp';
import { writeRendererStub } from '../../support/rendererStub';

const status = syncStatus({ pending: 2 });

const events = fakeCoreEvents();
const listeners = events.listeners;
/** Every settings change the core was asked for: a refused request must add none. */
const settingsChanges: unknown[] = [];
const handlers = {
  'sync.status': async () => status,
  'settings.update': async (changes: unknown) => {
    settingsChanges.push(changes);
    throw new Error('not part of this fake');
  },
} as unknown as Handlers;
const core = { handlers, events };

let dir: string;
let host: Host;
/** The station page's session, as its launch link gave it. */
let station: Record<string, string>;
/** What the host handed to the station's log. */
const faults: { error: unknown; context: Record<string, unknown> }[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'passdesk-host-'));
  const root = await writeRendererStub(join(dir, 'renderer'));
  await writeFile(join(dir, 'secret.txt'), 'outside');
  host = await startHost({
    core,
    rendererDir: root,
    onInternalError: (error, context) => faults.push({ error, context }),
  });
  station = { ...(await pageHeaders(host)) };
});

afterAll(async () => {
  await host.close();
  await rm(dir, { recursive: true, force: true });
});

const ipc = (channel: string, headers: Record<string, string> = station) =>
  fetch(`${host.url}ipc/${channel}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: '{}',
  });

/** A raw request, so the Host header and the path are sent exactly as written. */
function raw(path: string, hostHeader: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: host.port, path, headers: { host: hostHeader } },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe('web host', () => {
  it('binds to loopback and serves the page, with no secret in it, under a strict CSP', async () => {
    expect(host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const page = await fetch(host.url, { headers: station });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<title>t</title>');
    expect(html).not.toContain(station.cookie!.split('=')[1]);
    expect(html).not.toMatch(/passdesk-token/);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    // Remote images come through the core as data: URLs; the page names no image origin.
    expect(csp.split('; ').find((d) => d.startsWith('img-src '))).toBe(
      "img-src 'self' data: blob:",
    );
    expect(page.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers the IPC contract with the envelope from the core table', async () => {
    const answer = await ipc('sync.status');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true, value: status });
    expect(await (await ipc('no.such')).json()).toMatchObject({
      ok: false,
      error: { kind: 'invalid' },
    });
  });

  it('refuses calls without the session cookie or with a wrong one', async () => {
    expect((await ipc('sync.status', {})).status).toBe(401);
    expect((await ipc('sync.status', { ...station, cookie: `${station.cookie}x` })).status).toBe(
      401,
    );
    // The cookie alone, as another local server would receive it and replay it.
    expect((await ipc('sync.status', { cookie: station.cookie! })).status).toBe(401);
    const events = await fetch(`${host.url}events`);
    expect(events.status).toBe(401);
  });

  it('guards encoded spellings of the IPC and event paths with the cookie too', async () => {
    for (const [method, path] of [
      ['POST', '/%69pc/sync.status'],
      ['POST', '/%69%70%63/sync.status'],
      ['POST', '/ipc/sync%2Estatus'],
      ['GET', '/%65vents'],
      ['GET', '/%45vents'],
    ]) {
      const body = method === 'POST' ? '{}' : undefined;
      const headers: Record<string, string> = body ? { 'content-type': 'application/json' } : {};
      const answer = await rawRequest(host.port, method!, path!, headers, body);
      expect([401, 404], `${method} ${path}`).toContain(answer.status);
    }
    const encoded = await rawRequest(
      host.port,
      'POST',
      '/%69pc/sync.status',
      { ...station, 'content-type': 'application/json' },
      '{}',
    );
    expect(encoded.status).toBe(200);
    for (const path of ['/%2569pc/sync.status', '/ipc/../ipc/sync.status', '/%zz']) {
      const answer = await rawRequest(host.port, 'POST', path);
      expect(answer.status, path).toBe(400);
      expect(JSON.parse(answer.body).error).toMatch(/^Bad request path/);
    }
  });

  it('guards any case of the IPC and event paths, and every path that is no renderer file', async () => {
    const json = { 'content-type': 'application/json' };
    for (const [method, path] of [
      ['POST', '/IPC/sync.status'],
      ['POST', '/Ipc/sync.status'],
      ['GET', '/IPC/sync.status'],
      ['GET', '/EVENTS'],
      ['GET', '/Events?x=1'],
      ['POST', '/assets/app.js'],
      ['PUT', '/ipc/sync.status'],
      ['DELETE', '/'],
    ]) {
      const answer = await rawRequest(
        host.port,
        method!,
        path!,
        json,
        method === 'GET' ? undefined : '{}',
      );
      expect(answer.status, `${method} ${path}`).toBe(401);
    }
    // The renderer's own files stay open; the page itself opens with its session or link.
    expect((await rawRequest(host.port, 'GET', '/assets/app.js')).status).toBe(200);
    expect((await rawRequest(host.port, 'HEAD', '/', station)).status).toBe(200);
  });

  it('takes IPC calls only as POSTed JSON', async () => {
    const cookie = station;
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const answer = await rawRequest(
        host.port,
        'POST',
        '/ipc/sync.status',
        { ...cookie, 'content-type': type },
        '{}',
      );
      expect(answer.status, type).toBe(415);
      expect(JSON.parse(answer.body).error.message).toMatch(/content-type: application\/json/);
    }
    expect((await rawRequest(host.port, 'POST', '/ipc/sync.status', cookie, '{}')).status).toBe(
      415,
    );
    const get = await rawRequest(host.port, 'GET', '/ipc/sync.status', cookie);
    expect(get.status).toBe(405);
    const typed = await rawRequest(
      host.port,
      'POST',
      '/ipc/sync.status',
      { ...cookie, 'content-type': 'Application/JSON; charset=utf-8' },
      '{}',
    );
    expect(JSON.parse(typed.body)).toEqual({ ok: true, value: status });
  });

  it('refuses requests from a page on another site, even with the session cookie', async () => {
    const call = { ...station, 'content-type': 'application/json' };
    const cases: [Record<string, string>, number][] = [
      [{ origin: 'https://evil.example' }, 403],
      [{ origin: 'null' }, 403],
      [{ origin: `http://127.0.0.1:${host.port + 1}` }, 403],
      [{ 'sec-fetch-site': 'cross-site' }, 403],
      [{ 'sec-fetch-site': 'same-site' }, 403],
      [{ origin: `http://127.0.0.1:${host.port}`, 'sec-fetch-site': 'same-origin' }, 200],
      [{ origin: `http://localhost:${host.port}` }, 200],
      [{ 'sec-fetch-site': 'none' }, 200],
    ];
    for (const [headers, expected] of cases) {
      const answer = await rawRequest(
        host.port,
        'POST',
        '/ipc/sync.status',
        { ...call, ...headers },
        '{}',
      );
      expect(answer.status, JSON.stringify(headers)).toBe(expected);
      expect((await rawRequest(host.port, 'GET', '/', { ...station, ...headers })).status).toBe(
        expected === 200 ? 200 : 403,
      );
    }
  });

  it('lets a cross-origin form-like post change nothing', async () => {
    const before = settingsChanges.length;
    const form = {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
      'content-type': 'text/plain',
    };
    const body = JSON.stringify({ serviceUrl: 'https://evil.example' });
    for (const path of ['/ipc/settings.update', '/%69pc/settings.update', '/IPC/settings.update']) {
      expect(
        (await rawRequest(host.port, 'POST', path, form, body)).status,
        path,
      ).toBeGreaterThanOrEqual(400);
      // Without the browser's own headers (an older browser), the cookie and the type still hold.
      const bare = await rawRequest(
        host.port,
        'POST',
        path,
        { 'content-type': 'text/plain' },
        body,
      );
      expect(bare.status, path).toBe(401);
    }
    expect(settingsChanges.slice(before)).toEqual([]);
  });

  it('answers an unreadable body as a refusal, not a fault', async () => {
    const call = { ...station, 'content-type': 'application/json' };
    for (const body of ['{', '{"__proto__":{"x":1}}', '']) {
      const answer = await rawRequest(host.port, 'POST', '/ipc/sync.status', call, body);
      expect(answer.status, body).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ ok: false, error: { kind: 'invalid' } });
    }
  });

  it('hands a fault in the core to the station log and answers only that it was logged', async () => {
    const answer = await ipc('settings.update');
    expect(await answer.json()).toEqual({
      ok: false,
      error: {
        kind: 'internal',
        message: 'PassDesk hit an unexpected problem; it has been logged.',
        said: { id: 'main.request.unexpected' },
      },
    });
    expect(faults.at(-1)).toMatchObject({
      error: { message: 'not part of this fake' },
      context: { channel: 'settings.update' },
    });
  });

  it('refuses a Host that is not its loopback address (DNS rebinding)', async () => {
    expect(await raw('/', 'evil.example:80')).toBe(403);
    expect(await raw('/assets/app.js', `localhost:${host.port}`)).toBe(200);
  });

  it('serves files inside the renderer folder only', async () => {
    expect((await fetch(`${host.url}assets/app.js`)).status).toBe(200);
    // Dotted and control-character paths are refused before routing, as bad requests.
    expect(await raw('/../secret.txt', `127.0.0.1:${host.port}`)).toBe(400);
    expect(await raw('/assets/..%2f..%2fsecret.txt', `127.0.0.1:${host.port}`)).toBe(400);
    expect(await raw('/%00', `127.0.0.1:${host.port}`)).toBe(400);
    expect(await raw('/.vite/manifest.json', `127.0.0.1:${host.port}`)).toBe(404);
  });

  it('streams core events to the page', async () => {
    const abort = new AbortController();
    const response = await fetch(`${host.url}events`, {
      headers: station,
      signal: abort.signal,
    });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    await reader.read(); // the opening comment: listeners are now registered
    // Only what the contract promises reaches the page: a malformed event is dropped, and a field
    // the contract does not name never crosses.
    for (const listener of listeners.get('sync.status') ?? []) {
      listener({ online: 'yes' });
      listener({ ...status, pending: 7, apiKey: 'pk_live_never_sent' });
    }
    let text = '';
    while (!text.includes('\n\n', text.indexOf('event:')))
      text += (await reader.read()).value ?? '';
    expect(text).toContain('event: sync.status');
    expect(text).toContain('"pending":7');
    expect(text).not.toContain('pk_live_never_sent');
    expect(text).not.toContain('"online":"yes"');
    abort.abort();
    // A page that goes away leaves no listener behind on the core.
    await expect.poll(() => listeners.get('sync.status')?.size ?? 0).toBe(0);
  });
});
