// The API key never reaches the page in the web host either: with a station holding a known key,
// every screen is opened and every channel called from the page, and nothing the page received,
// stored or shows contains the key.
import { expect, test } from '@playwright/test';
import { startHost, type Host } from '../../src/host/server';
import { EVERY_CHANNEL, SESSION_ORDER } from '../integration/shell/everyChannel';
import {
  startKeyedStation,
  STATION_KEY,
  until,
  type KeyedStation,
} from '../integration/shell/keyedStation';
import { keyFragmentsIn } from '../integration/shell/keyLeak';

let station: KeyedStation;
let host: Host;

test.beforeAll(async () => {
  station = await startKeyedStation();
  host = await startHost({ core: station.core });
});

test.afterAll(async () => {
  await host?.close();
  await station?.close();
});

/** The page's globals these checks touch (this project's types are Node's, not the DOM's). */
interface PageGlobals {
  fetch: typeof fetch;
  __received: string[];
  document: { querySelector(selector: string): { content: string } | null };
  localStorage: object;
  sessionStorage: { getItem(key: string): string | null };
}

/** Keeps a copy of every byte the page's own fetches receive, the event stream included. */
function recordFetches(): void {
  const page = globalThis as unknown as PageGlobals;
  const seen: string[] = [];
  page.__received = seen;
  const original = page.fetch.bind(globalThis);
  page.fetch = async (input, init) => {
    const response = await original(input, init);
    if (!response.body) return response;
    const [forPage, forRecord] = response.body.tee();
    void (async () => {
      const reader = forRecord.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        seen.push(value);
      }
    })();
    return new Response(forPage, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}

test('the page never receives the stored API key', async ({ page, context }) => {
  const documents: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('/events')) return;
    documents.push(await response.text().catch(() => ''));
  });
  await page.addInitScript(recordFetches);

  await page.goto(host.launchUrl());
  for (const screen of ['counter', 'queue', 'templates', 'settings']) {
    await page.goto(`${host.url}#/${screen}`);
    await expect(page.locator(`nav a[href="#/${screen}"][aria-current="page"]`)).toBeVisible();
  }
  await expect(page.getByText(`ends in ${STATION_KEY.slice(-4)}`)).toBeVisible();

  // Every channel, called from the page over its own transport.
  const { facts } = station;
  for (const channel of SESSION_ORDER) {
    const answer = await page.evaluate(
      async ({ channel, request }) => {
        // Runs in the page: only globals, no closures from this file.
        const globals = globalThis as unknown as PageGlobals;
        // The page's session cookie goes with the call by itself; its secret, from its tab.
        const response = await globals.fetch(`/ipc/${channel}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-passdesk-page': globals.sessionStorage.getItem('passdesk-page-secret') ?? '',
          },
          body: JSON.stringify(request),
        });
        return (await response.json()) as { ok: boolean; value?: Record<string, unknown> };
      },
      { channel, request: EVERY_CHANNEL[channel](facts) as unknown },
    );
    if (channel === 'counter.checkIn' && answer.ok)
      facts.itemId = (answer.value!.item as { id: string }).id;
    if (channel === 'drafts.start' && answer.ok) facts.draftId = answer.value!.id as string;
    if (channel === 'counter.checkIn' || channel === 'sync.now') {
      await until(async () => {
        const status = await station.core.handlers['sync.status']({});
        return status.pending === 0 && status.sending === 0;
      }, 'the queue to settle');
    }
  }
  await page.goto(`${host.url}#/queue`);
  await expect(page.locator('nav a[href="#/queue"][aria-current="page"]')).toBeVisible();

  const receivedSoFar = () =>
    page.evaluate(() => (globalThis as unknown as PageGlobals).__received.join(''));
  await expect.poll(receivedSoFar).toContain('event: queue.item');
  const received = await receivedSoFar();
  expect(received).toContain('"ok":true');

  const everything = [
    received,
    ...documents,
    await page.content(),
    await page.evaluate(() =>
      JSON.stringify({ ...(globalThis as unknown as PageGlobals).localStorage }),
    ),
    await page.evaluate(() =>
      JSON.stringify({ ...(globalThis as unknown as PageGlobals).sessionStorage }),
    ),
    JSON.stringify(await context.cookies()),
    JSON.stringify(await context.storageState()),
  ].join('\n');
  expect(everything).not.toContain(STATION_KEY);
  expect(keyFragmentsIn(everything, STATION_KEY)).toEqual([]);
});
