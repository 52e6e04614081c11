// A member's pass shown to the webcam checks the right member in, whatever the symbology:
// one browser per video, since Chromium takes its fake camera file at launch.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect } from '@playwright/test';
import type { Symbology } from '../../fixtures/scan/symbol';
import { CHROMIUM_PATH, fakeCameraArgs } from '../support/chromium';
import { expectFeedback, expectMember } from '../support/counterPage';
import { writeFakeCameraVideo } from '../support/fakeCamera';
import { test } from '../support/station';

const SYMBOLOGIES: Symbology[] = ['QRCode', 'PDF417', 'Aztec', 'Code128'];

for (const symbology of SYMBOLOGIES) {
  test(`a ${symbology} pass shown to the webcam checks the member in`, async ({ station }) => {
    const member = await station.addMember(`Camera ${symbology}`);
    const scratch = await mkdtemp(join(tmpdir(), 'passdesk-camera-'));
    const video = join(scratch, 'pass.y4m');
    // A 24-character id makes a long Code 128 strip: shown on a 720p webcam, as most are now,
    // it gets enough pixels per bar.
    const wide = symbology === 'Code128';
    const frame = wide ? { symbolWidth: 800 } : {};
    await writeFakeCameraVideo(video, [{ symbology, text: member.customerId, frame }], {
      fps: 5,
      secondsPerCode: 1,
      ...(wide && { width: 1280, height: 720 }),
    });
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: fakeCameraArgs(video),
    });
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
      await context.grantPermissions(['camera'], { origin: new URL(station.url).origin });
      const page = await context.newPage();
      // Every refusal by the host's content policy, as the page itself reports it.
      await page.addInitScript(() => {
        const refused: string[] = [];
        (globalThis as unknown as { __refused: string[] }).__refused = refused;
        document.addEventListener('securitypolicyviolation', (event) =>
          refused.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      await page.goto(`${station.url}#/counter`);
      // The camera and its wasm decoder start first; then one read is enough.
      await expect(page.getByTestId('member-id')).toHaveText(member.customerId, {
        timeout: 60_000,
      });
      await expectMember(page, member.customerId, `1 of ${station.program.max}`);
      // The camera's decoding keeps the page busy, and the first check-in after a page load can
      // wait for the sync status's fallback check: on a loaded machine that takes a while.
      await expectFeedback(page, 'synced', undefined, { timeout: 30_000 });
      // The code stays in view: the camera must not stamp the card again on its own.
      expect(await station.countOnService(member.customerId)).toBe(1);
      // The camera, its wasm decoder and the card all work under the host's strict policy.
      const refused = await page.evaluate(
        () => (globalThis as unknown as { __refused: string[] }).__refused,
      );
      expect(refused).toEqual([]);
    } finally {
      await browser.close();
      await rm(scratch, { recursive: true, force: true });
    }
  });
}
