// A web-host session another local program cannot use: the cookie goes to every server on
// 127.0.0.1, so it opens nothing without the secret the page keeps in its tab; launch codes stop
// opening pages after a few minutes; a session no page uses (no call, no event stream) ends, and
// its page is sent back to the launch flow. The host's clock is the test's, moved by hand.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SECRET } from '@shared/http/pageSecret';
import type { Handlers } from '@shared/ipc/dispatch';
import { startHost, type Host } from '../../../src/host/server';
import { syncStatus } from '../../fixtures/syncStatus';
import { fakeCoreEvents } from '../../support/fakeCoreEvents';
import { openLaunchLink, pageSecretIn, type PageHeaders } from '../../support/hostIpc';
import { writeRendererStub } from '../../support/rendererStub';

const CODE_MS = 5 * 60_000;
const IDLE_MS = 15 * 60_000;

/** The calls the core was asked to serve: a refused request must add none. */
const ran: string[] = [];
const handlers = {
  'sync.status': async () => {
    ran.push('sync.status');
    return syncStatus();
  },
} as unknown as Handlers;

let dir: string;
let host: Host;
let now = Date.parse('2026-11-28T09:00:00Z');

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'passdesk-sessions-'));
  host = await startHost({
    core: { handlers, events: fakeCoreEvents() },
    rendererDir: await writeRendererStub(join(dir, 'renderer')),
    credentialTimes: { now: () => now, codeMs: CODE_MS, idleMs: IDLE_MS },
  });
});
afterAll(async () => {
  await host.close();
  await rm(dir, { recursive: true, force: true });
});

const call = (headers: Record<string, string>) =>
  fetch(`${host.url}ipc/sync.status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: '{}',
  });

describe('a page session', () => {
  it('refuses a replayed cookie without the page secret, or with another page’s', async () => {
    const station = await openLaunchLink(host.launchUrl());
    const other = await openLaunchLink(host.launchUrl());
    expect((await call(station)).status).toBe(200);
    ran.length = 0;
    // What another local server receives (the cookie, sent to every port) and replays.
    expect((await call({ cookie: station.cookie })).status).toBe(401);
    const borrowed = { ...station, [PAGE_SECRET.header]: other[PAGE_SECRET.header] };
    expect((await call(borrowed)).status).toBe(401);
    expect((await call({ ...station, [PAGE_SECRET.header]: 'made-up' })).status).toBe(401);
    const stream = await fetch(`${host.url}events`, { headers: { cookie: station.cookie } });
    expect(stream.status).toBe(401);
    // The page itself is served to the cookie (its files are no secret), but never its secret.
    const page = await fetch(host.url, { headers: { cookie: station.cookie } });
    expect(page.status).toBe(200);
    expect(pageSecretIn(await page.text())).toBeNull();
    expect(ran).toEqual([]);
    // The refusals ended nothing: the page itself still calls.
    expect((await call(station)).status).toBe(200);
  });

  it('takes a second tab of the same browser into its session, so the first keeps working', async () => {
    const first = await openLaunchLink(host.launchUrl());
    // The browser sends the cookie it holds with the second link; the answer keeps it.
    const answer = await fetch(host.launchUrl(), {
      headers: { cookie: first.cookie },
      redirect: 'manual',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('set-cookie')!.split(';')[0]).toBe(first.cookie);
    const second = { ...first, [PAGE_SECRET.header]: pageSecretIn(await answer.text())! };
    expect(second[PAGE_SECRET.header]).not.toBe(first[PAGE_SECRET.header]);
    expect((await call(first)).status).toBe(200);
    expect((await call(second)).status).toBe(200);
  });

  it('is not opened by a launch code older than its few minutes', async () => {
    const fresh = host.launchUrl();
    const stale = host.launchUrl();
    now += CODE_MS - 1;
    expect((await fetch(fresh, { redirect: 'manual' })).status).toBe(200);
    now += 2;
    const expired = await fetch(stale, { redirect: 'manual' });
    expect(expired.status).toBe(403);
    expect(expired.headers.get('set-cookie')).toBeNull();
    expect(await expired.text()).toMatch(/used or has expired/);
  });

  it('ends when no page used it for its idle time, and not while its event stream is open', async () => {
    const idle = await openLaunchLink(host.launchUrl());
    const listening = await openLaunchLink(host.launchUrl());
    const busy = await openLaunchLink(host.launchUrl());
    const stream = await fetch(`${host.url}events`, { headers: listening });
    expect(stream.status).toBe(200);
    const reader = stream.body!.getReader();
    now += IDLE_MS - 1;
    expect((await call(busy)).status).toBe(200);
    now += 2;
    expect((await call(idle)).status).toBe(401);
    // Ended for good: coming back later does not revive it, and its page is no longer served.
    expect((await call(idle)).status).toBe(401);
    const page = await fetch(host.url, { headers: { cookie: idle.cookie }, redirect: 'manual' });
    expect(page.status).toBe(401);
    expect(await page.text()).toMatch(/newest link PassDesk printed/);
    expect((await call(busy)).status).toBe(200);
    expect((await call(listening)).status).toBe(200);
    // Its stream closed, the listening page's session idles from then on.
    await reader.cancel();
    await untilRefused(listening, () => (now += IDLE_MS + 1));
  });
});

/** Moves the clock on until the host refuses the page: the stream's close reaches it on its own. */
async function untilRefused(page: PageHeaders, tick: () => void): Promise<void> {
  for (;;) {
    tick();
    if ((await call(page)).status === 401) return;
  }
}
