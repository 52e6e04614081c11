// The web host's launch links and page rights: a one-time code becomes an HttpOnly session cookie
// and a secret the page keeps (only the link's own answer carries it), index.html holds no
// secret, and the customer display's session reaches only the display's
// channels and events.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPLAY_CHANNELS, isDisplayChannel } from '@shared/ipc/access';
import { CHANNELS, type EventName } from '@shared/ipc/contract';
import type { Handlers } from '@shared/ipc/dispatch';
import type { DisplayView } from '@shared/ipc/displayView';
import { startHost, type Host } from '../../../src/host/server';
import {
  PAGE_ROLES,
  sessionCookie,
  sessionCookieName,
  type PageRole,
} from '../../../src/host/token';
import { syncStatus } from '../../fixtures/syncStatus';
import { fakeCoreEvents } from '../../support/fakeCoreEvents';
import { openLaunchLink, pageHeaders, pageSecretIn } from '../../support/hostIpc';
import { PAGE_SECRET } from '@shared/http/pageSecret';
import { rawRequest } from '../../support/rawHttp';
import { writeRendererStub } from '../../support/rendererStub';

const DISPLAY: DisplayView = {
  program: null,
  customer: null,
  at: null,
  idleAfterSeconds: 30,
  language: 'en',
};

const events = fakeCoreEvents();
const emit = events.emit;
/** Every channel the core was asked to run: a refused call must add none. */
const ran: string[] = [];
const handlers = Object.fromEntries(
  CHANNELS.map((channel) => [
    channel,
    async () => {
      ran.push(channel);
      if (channel === 'display.current') return DISPLAY;
      // The core's own answer, which the host replaces by a link once the core has served it.
      if (channel === 'display.link') return { url: null };
      throw new Error('not part of this fake');
    },
  ]),
) as unknown as Handlers;
const core = { handlers, events };

let dir: string;
let host: Host;
let other: Host;
const used: PageRole[] = [];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'passdesk-launch-'));
  const rendererDir = await writeRendererStub(join(dir, 'renderer'));
  host = await startHost({ core, rendererDir });
  host.onLinkUsed((role) => used.push(role));
  other = await startHost({ core, rendererDir });
});

afterAll(async () => {
  await host.close();
  await other.close();
  await rm(dir, { recursive: true, force: true });
});

const codeOf = (link: string) => new URL(link).searchParams.get('launch')!;
const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${host.url}${path.replace(/^\//, '')}`, { headers, redirect: 'manual' });
/** A call as the page makes it, with a request each display channel takes. */
const call = (channel: string, page: Record<string, string>) =>
  fetch(`${host.url}ipc/${channel}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...page },
    body: channel === 'images.get' ? '{"url":"https://example.com/stamp.png"}' : '{}',
  });

/** Reads an event stream until `until` has come, answering every event name it carried. */
async function eventsHeard(page: Record<string, string>, until: EventName, send: () => void) {
  const response = await fetch(`${host.url}events`, { headers: page });
  expect(response.status).toBe(200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  // The stream says it is open before any event is sent, so none can be missed.
  while (!text.includes(': connected')) text += (await reader.read()).value ?? '';
  send();
  while (!text.includes(`event: ${until}\n`)) text += (await reader.read()).value ?? '';
  await reader.cancel();
  return [...text.matchAll(/^event: (.+)$/gm)].map((m) => m[1]);
}

describe('launch links', () => {
  it('exchange a one-time code for an HttpOnly, SameSite=Strict cookie and a page secret', async () => {
    const before = used.length;
    const link = host.launchUrl();
    expect(link).toMatch(new RegExp(`^${host.url}\\?launch=[\\w-]{43}$`));
    const answer = await fetch(link, { redirect: 'manual' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    // The page's secret rides in this one answer, for the page's script to keep in its tab.
    const secret = pageSecretIn(await answer.text());
    expect(secret).toMatch(/^[\w-]{43}$/);
    const cookie = answer.headers.get('set-cookie')!;
    expect(cookie).toMatch(
      new RegExp(`^passdesk-${host.port}-station=[\\w-]{43}; Path=/; HttpOnly; SameSite=Strict$`),
    );
    expect(used.slice(before)).toEqual(['station']);
    const page = await get('/', { cookie: cookie.split(';')[0]! });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).not.toContain(codeOf(link));
    expect(html).not.toContain(cookie.split(';')[0]!.split('=')[1]);
    expect(html).not.toContain(secret);
    expect(pageSecretIn(html)).toBeNull();
  });

  it('refuses a used or unknown code with a page that says to open the newest link', async () => {
    const link = host.launchUrl();
    const { cookie } = await openLaunchLink(link);
    for (const again of [link, `${host.url}?launch=made-up`, `${host.url}?launch=`]) {
      const answer = await fetch(again, { redirect: 'manual' });
      expect(answer.status, again).toBe(403);
      expect(answer.headers.get('set-cookie')).toBeNull();
      expect(await answer.text()).toContain('Open the newest link PassDesk printed');
    }
    // A browser already holding a session just goes to the page, without the spent code.
    const held = await fetch(link, { headers: { cookie }, redirect: 'manual' });
    expect(held.status).toBe(303);
    expect(held.headers.get('location')).toBe('/');
    expect(held.headers.get('set-cookie')).toBeNull();
  });

  it("lets a HEAD of a launch link spend nothing: the page's GET still opens it", async () => {
    const link = host.launchUrl();
    const head = await fetch(link, { method: 'HEAD', redirect: 'manual' });
    expect(head.headers.get('set-cookie')).toBeNull();
    const answer = await fetch(link, { redirect: 'manual' });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('set-cookie')).toMatch(/HttpOnly; SameSite=Strict$/);
  });

  it('answers the page without a link or session with the page that says how to open it', async () => {
    for (const path of ['/', '/index.html', '/?launch=a&launch=b']) {
      const answer = await get(path);
      expect(answer.status, path).toBeGreaterThanOrEqual(401);
      expect(answer.headers.get('set-cookie'), path).toBeNull();
      expect(await answer.text(), path).toMatch(/newest link PassDesk printed/);
    }
  });

  it('writes every cookie HttpOnly and SameSite=Strict, named for its port and role', () => {
    for (const role of PAGE_ROLES) {
      const cookie = sessionCookie(8080, role, 'value');
      expect(cookie).toMatch(/; HttpOnly(;|$)/);
      expect(cookie).toMatch(/; SameSite=Strict(;|$)/);
      expect(cookie).toMatch(/; Path=\/(;|$)/);
      expect(cookie).toMatch(new RegExp(`^passdesk-8080-${role}=`));
    }
    expect(sessionCookieName(8080, 'station')).not.toBe(sessionCookieName(8081, 'station'));
  });

  it("keeps two stations' sessions apart though cookies ignore ports", async () => {
    const mine = await pageHeaders(host);
    const value = mine.cookie.slice(mine.cookie.indexOf('=') + 1);
    const theirs = `${sessionCookieName(other.port, 'station')}=${value}`;
    const answer = await fetch(`${other.url}ipc/sync.status`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...mine, cookie: theirs },
      body: '{}',
    });
    expect(answer.status).toBe(401);
  });

  it('never lets a made-up code or cookie open the page or call a channel', async () => {
    const name = sessionCookieName(host.port, 'station');
    const fresh = await pageHeaders(host);
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 60 }),
        fc.string({ maxLength: 60 }),
        async (code, value) => {
          const cookie = `${name}=${value}; ${name}x=${fresh.cookie.split('=')[1]}`;
          const page = await get(`/?launch=${encodeURIComponent(code)}`, { cookie });
          expect(page.headers.get('set-cookie')).toBeNull();
          expect(page.status).toBeGreaterThanOrEqual(400);
          expect((await call('sync.status', { ...fresh, cookie })).status).toBe(401);
        },
      ),
      { seed: 20261125, numRuns: 60 },
    );
  });
});

describe('the customer display session', () => {
  it('reaches the display channels only, refusing every other channel, in parallel', async () => {
    const display = await pageHeaders(host, 'display');
    const station = await pageHeaders(host);
    ran.length = 0;
    // Every channel once as each page, all at once.
    const calls = CHANNELS.flatMap((channel) => [
      { channel, page: display },
      { channel, page: station },
    ]);
    const answers = await Promise.all(
      calls.map(async ({ channel, page }) => {
        const answer = await call(channel, page);
        return { channel, asDisplay: page === display, answer, body: await answer.json() };
      }),
    );
    for (const { channel, asDisplay, answer, body } of answers) {
      const what = `${channel} as ${asDisplay ? 'display' : 'station'}`;
      if (asDisplay && !isDisplayChannel(channel)) {
        expect(answer.status, what).toBe(403);
        expect(body, what).toMatchObject({ ok: false, error: { kind: 'forbidden' } });
        expect(body.error.message, what).toContain(channel);
      } else {
        expect(answer.status, what).toBe(200);
      }
    }
    // The core ran each display channel for both pages, and any other at most for the station's.
    for (const channel of CHANNELS) {
      const times = ran.filter((c) => c === channel).length;
      if (isDisplayChannel(channel)) expect(times, channel).toBe(2);
      else expect(times, channel).toBeLessThanOrEqual(1);
    }
    expect(DISPLAY_CHANNELS).not.toContain('display.link');
  });

  it("is minted by the station's page as a link that opens #/display", async () => {
    const station = await pageHeaders(host);
    const answer = (await (await call('display.link', station)).json()) as {
      ok: true;
      value: { url: string };
    };
    expect(answer.value.url).toMatch(new RegExp(`^${host.url}\\?launch=[\\w-]{43}#/display$`));
    const page = await openLaunchLink(answer.value.url.replace(/#.*$/, ''));
    expect(page.cookie.startsWith(`passdesk-${host.port}-display=`)).toBe(true);
    expect((await call('display.current', page)).status).toBe(200);
    expect((await call('display.link', page)).status).toBe(403);
    // The display page's secret does not lend it the station's cookie's rights.
    const mixed = { ...station, [PAGE_SECRET.header]: page[PAGE_SECRET.header] };
    expect((await call('display.link', mixed)).status).toBe(401);
  });

  it('hears only display events, while the station hears them all', async () => {
    const send = () => {
      emit('sync.status', syncStatus({ pending: 3 }));
      emit('display.changed', DISPLAY);
    };
    const display = await eventsHeard(await pageHeaders(host, 'display'), 'display.changed', send);
    expect(display).toEqual(['display.changed']);
    const station = await eventsHeard(await pageHeaders(host), 'display.changed', send);
    expect(station).toEqual(['sync.status', 'display.changed']);
  });

  it('refuses every other path of the host for a display session', async () => {
    const display = await pageHeaders(host, 'display');
    for (const [method, path] of [
      ['POST', '/IPC/settings.update'],
      ['POST', '/ipc/settings.update/'],
      ['GET', '/EVENTS'],
    ] as const) {
      const answer = await rawRequest(
        host.port,
        method,
        path,
        { ...display, 'content-type': 'application/json' },
        '{}',
      );
      expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${method} ${path}`).not.toBe(200);
    }
  });
});
