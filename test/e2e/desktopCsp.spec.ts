// The renderer works under the desktop app's Content Security Policy: the web host's page is
// served with the policy the shell sends on app://, and a pass shown to the webcam checks a
// member in (camera stream, WebAssembly decoder, stamp card) with no violation on any screen.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect } from '@playwright/test';
import { buildCsp } from '../../src/main/electron/policy/csp';
import { CHROMIUM_PATH, fakeCameraArgs } from './support/chromium';
import { expectMember } from './support/counterPage';
import { writeFakeCameraVideo } from './support/fakeCamera';
import { test } from './support/station';

interface PageGlobals {
  __violations: string[];
  document: { addEventListener(type: string, listener: (event: never) => void): void };
}

/** Runs in the page before its scripts: collects every CSP violation it reports. */
function recordViolations(): void {
  const page = globalThis as unknown as PageGlobals;
  page.__violations = [];
  page.document.addEventListener(
    'securitypolicyviolation',
    (event: { violatedDirective: string; blockedURI: string }) => {
      page.__violations.push(
        `${event.violatedDirective} ${event.blockedURI} ${(event as { sourceFile?: string }).sourceFile}:${(event as { lineNumber?: number }).lineNumber}`,
      );
    },
  );
}

test('the counter works under the desktop CSP, camera included', async ({ station }) => {
  const member = await station.addMember('Policy Check');
  // As the shell builds it: no network origin at all, images come from main as data: URLs.
  const csp = buildCsp();

  const scratch = await mkdtemp(join(tmpdir(), 'passdesk-csp-'));
  const video = join(scratch, 'pass.y4m');
  await writeFakeCameraVideo(video, [{ symbology: 'QRCode', text: member.customerId }], {
    fps: 5,
    secondsPerCode: 1,
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: fakeCameraArgs(video),
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    await context.grantPermissions(['camera'], { origin: new URL(station.url).origin });
    const page = await context.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.addInitScript(recordViolations);
    let workerServed = 0;
    // The page and the decoding worker carry the policy (a worker runs under its own script's);
    // the event stream must stay a stream.
    await page.route(
      (url) =>
        url.origin === new URL(station.url).origin &&
        (url.pathname === '/' ||
          url.pathname === '/index.html' ||
          /^\/assets\/decodeWorker-[\w-]+\.js$/.test(url.pathname)),
      async (route) => {
        if (/decodeWorker/.test(route.request().url())) workerServed++;
        const response = await route.fetch();
        await route.fulfill({
          response,
          headers: { ...response.headers(), 'content-security-policy': csp },
        });
      },
    );

    await page.goto(`${station.url}#/counter`);
    await expect(page.getByTestId('member-id')).toHaveText(member.customerId, { timeout: 60_000 });
    await expectMember(page, member.customerId, `1 of ${station.program.max}`);
    // The pass was read in the decoding worker, its wasm compiled under the policy.
    expect(page.workers().some((worker) => /decodeWorker/.test(worker.url()))).toBe(true);
    expect(workerServed).toBe(1);
    // The page holds its session now: the other screens are the same page at another fragment.
    for (const screen of ['queue', 'templates', 'settings', 'counter']) {
      await page.goto(`${station.host.url}#/${screen}`);
      await expect(page.locator(`nav a[href="#/${screen}"][aria-current="page"]`)).toBeVisible();
    }

    const violations = await page.evaluate(
      () => (globalThis as unknown as PageGlobals).__violations,
    );
    expect(violations).toEqual([]);
    expect(consoleErrors.filter((text) => /Content Security Policy/i.test(text))).toEqual([]);
  } finally {
    await browser.close();
    await rm(scratch, { recursive: true, force: true });
  }
});
