// A stamp undone while the pass is still in front of the webcam: when the camera reads it again,
// the cashier is asked, and no stamp is added on the camera's word alone.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, expect } from '@playwright/test';
import { CHROMIUM_PATH, fakeCameraArgs } from '../support/chromium';
import { expectFeedback } from '../support/counterPage';
import { writeFakeCameraVideo } from '../support/fakeCamera';
import { test } from '../support/station';

test('stamp, undo, the same pass still in view: asked, not stamped', async ({ station }) => {
  const member = await station.addMember('Camera undo');
  const scratch = await mkdtemp(join(tmpdir(), 'passdesk-camera-undo-'));
  const video = join(scratch, 'pass.y4m');
  // The pass is read, leaves the view long enough to count as shown anew, and comes back.
  await writeFakeCameraVideo(
    video,
    [
      { symbology: 'QRCode', text: member.customerId },
      { symbology: 'QRCode', text: member.customerId, frame: { contrast: 0 } },
      { symbology: 'QRCode', text: member.customerId, frame: { contrast: 0 } },
      { symbology: 'QRCode', text: member.customerId, frame: { contrast: 0 } },
    ],
    { fps: 5, secondsPerCode: 2 },
  );
  // Offline, so the stamp is still unsent when it is undone: the undo removes it outright.
  await station.stopService();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: fakeCameraArgs(video),
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    await context.grantPermissions(['camera'], { origin: new URL(station.url).origin });
    const page = await context.newPage();
    await page.goto(`${station.url}#/counter`);
    await expect(page.getByTestId('member-id')).toHaveText(member.customerId, { timeout: 60_000 });
    await expectFeedback(page, 'saved', undefined, { timeout: 30_000 });
    await page.getByRole('button', { name: /^Undo/ }).click();
    await expectFeedback(page, 'info', 'Undone');
    await expect(page.getByTestId('feedback')).toContainText('removed before it was sent');

    // The camera reads the pass again: a question, and nothing stored.
    const ask = page.getByRole('alertdialog');
    await expect(ask).toBeVisible({ timeout: 30_000 });
    await expect(ask).toContainText(/stamp/i);
    const status = await station.core.handlers['sync.status']({});
    expect(status.pending + status.sending).toBe(0);
    await expect(page.getByTestId('status-waiting')).toHaveText('Nothing waiting');
  } finally {
    await browser.close();
    await rm(scratch, { recursive: true, force: true });
  }
});
