// The scanner module in a real Chromium: codes shown to a fake webcam, a keyboard-wedge
// scanner's bursts beside a person typing, and manual entry.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { launchChromium } from './support/chromium';
import {
  fakeCameraArgs,
  waitForCameraFrames,
  writeFakeCameraVideo,
  type ShownCode,
} from './support/fakeCamera';
import { buildAndServe, type ServedPage } from './support/servePage';
import { keysOf, pressTimedKeys, scannerBurst } from './support/timedKeys';

const codes: readonly ShownCode[] = [
  { symbology: 'QRCode', text: 'PASSDESK-QR-0001' },
  { symbology: 'PDF417', text: 'PASSDESK-PDF417-0002' },
  { symbology: 'Aztec', text: 'PASSDESK-AZTEC-0003' },
  { symbology: 'Code128', text: 'PD-C128-0004' },
];

let page: ServedPage;
let scratch: string;

test.beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'passdesk-scanner-'));
  page = await buildAndServe(
    resolve(import.meta.dirname, '../renderer/harness/scanner'),
    'scanner',
  );
});

test.afterAll(async () => {
  await page?.close();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

const scans = (p: Page) => p.getByRole('list', { name: 'Scans' }).getByRole('listitem');

/** Records each time a page of the context opens a camera, and what it asked for. */
async function countCameraOpens(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const devices = navigator.mediaDevices;
    const open = devices.getUserMedia.bind(devices);
    (window as unknown as { opened: string[] }).opened = [];
    devices.getUserMedia = (constraints) => {
      (window as unknown as { opened: string[] }).opened.push(JSON.stringify(constraints));
      return open(constraints);
    };
  });
}
const cameraOpens = (tab: Page) =>
  tab.evaluate(() => (window as unknown as { opened: string[] }).opened);

test('reads a QR, a PDF417, an Aztec and a Code 128 code shown to the webcam', async () => {
  const video = join(scratch, 'four-codes.y4m');
  await writeFakeCameraVideo(video, codes, { fps: 5, secondsPerCode: 1.2 });
  const browser = await launchChromium(fakeCameraArgs(video));
  try {
    const context = await browser.newContext();
    await context.grantPermissions(['camera'], { origin: page.url });
    await countCameraOpens(context);
    const tab = await context.newPage();
    const requested: string[] = [];
    tab.on('request', (request) => requested.push(request.url()));
    await tab.goto(page.url);
    for (const code of codes) {
      const read = scans(tab).filter({ hasText: code.text }).first();
      await expect(read).toHaveAttribute('data-source', 'camera', { timeout: 60_000 });
      await expect(read).toHaveAttribute('data-format', code.symbology);
      await expect(read).toHaveText(code.text);
    }
    // The camera was opened once: not once to list the cameras and again to run one.
    expect(await cameraOpens(tab)).toHaveLength(1);
    // Nothing else was read: every scan is one of the codes shown.
    const texts = await scans(tab).allTextContents();
    expect(texts.every((t) => codes.some((c) => c.text === t))).toBe(true);
    // ZXing-C++ did the reading, its .wasm served by the page itself and not fetched from a CDN.
    await expect(scans(tab).first()).toHaveAttribute('data-engine', 'zxing-wasm');
    expect(requested.some((url) => url.endsWith('.wasm'))).toBe(true);
    expect(requested.filter((url) => !url.startsWith(page.url))).toEqual([]);
  } finally {
    await browser.close();
  }
});

test('reads, once scanning resumes, a tilted PDF417 and a Code 128 beside dark print that neither engine reads as captured', async () => {
  const hard: readonly ShownCode[] = [
    { symbology: 'PDF417', text: 'PASSDESK-TILTED-0005', frame: { rotation: 9 } },
    {
      symbology: 'Code128',
      text: 'PD-CLUTTER-0006',
      frame: { clutterLeft: true, clutterTone: 0.4 },
    },
  ];
  const video = join(scratch, 'hard-codes.y4m');
  await writeFakeCameraVideo(video, hard, { fps: 5, secondsPerCode: 1.2 });
  const browser = await launchChromium(fakeCameraArgs(video));
  try {
    const context = await browser.newContext();
    await context.grantPermissions(['camera'], { origin: page.url });
    const tab = await context.newPage();
    await tab.goto(`${page.url}?paused=yes`);
    await expect(tab.getByRole('status')).toHaveText('Scanning paused.', { timeout: 30_000 });
    // Both codes pass in front of the camera while it is paused: the video shows each for 1.2 s
    // at 5 frames a second, so 13 frames shown take in the whole loop.
    await waitForCameraFrames(tab, 13);
    await expect(scans(tab)).toHaveCount(0);
    await tab.getByLabel('Pause scanning').uncheck();
    for (const code of hard) {
      const read = scans(tab).filter({ hasText: code.text }).first();
      await expect(read).toHaveAttribute('data-format', code.symbology, { timeout: 60_000 });
      await expect(read).toHaveAttribute('data-retry', /skew|rotate|threshold/);
    }
  } finally {
    await browser.close();
  }
});

test('reads in a worker a dense Code 128 tilted 5° beside dark print, which the scan box once lost', async () => {
  const dense: ShownCode = {
    symbology: 'Code128',
    text: 'PD-C128-DENSE-0004',
    frame: { rotation: 5, symbolWidth: 360, clutterLeft: true, clutterTone: 0.55 },
  };
  const video = join(scratch, 'dense-code.y4m');
  await writeFakeCameraVideo(video, [dense], { fps: 5, secondsPerCode: 1 });
  const browser = await launchChromium(fakeCameraArgs(video));
  try {
    // Access not granted ahead: the page cannot know the cameras' ids, opens any camera (the
    // fake prompt accepts), and opens it once.
    const context = await browser.newContext();
    await countCameraOpens(context);
    const tab = await context.newPage();
    await tab.goto(page.url);
    const read = scans(tab).filter({ hasText: dense.text }).first();
    await expect(read).toHaveAttribute('data-format', 'Code128', { timeout: 60_000 });
    await expect(read).toHaveAttribute('data-retry', /scaled|threshold|skew/);
    // The decoding ran in the page's worker, not on its own thread.
    expect(
      tab
        .workers()
        .map((w) => w.url())
        .some((url) => /decodeWorker/.test(url)),
    ).toBe(true);
  } finally {
    await browser.close();
  }
});

test('where no worker can start, the page decodes the camera itself with the same plan', async () => {
  const tilted: ShownCode = {
    symbology: 'PDF417',
    text: 'PASSDESK-NO-WORKER-0007',
    frame: { rotation: 8 },
  };
  const video = join(scratch, 'no-worker.y4m');
  await writeFakeCameraVideo(video, [tilted], { fps: 5, secondsPerCode: 1 });
  const browser = await launchChromium(fakeCameraArgs(video));
  try {
    const context = await browser.newContext();
    await context.grantPermissions(['camera'], { origin: page.url });
    await context.addInitScript(() => {
      delete (window as { Worker?: unknown }).Worker;
    });
    const tab = await context.newPage();
    await tab.goto(page.url);
    const read = scans(tab).filter({ hasText: tilted.text }).first();
    await expect(read).toHaveAttribute('data-retry', 'turned by its skew', { timeout: 60_000 });
    expect(tab.workers()).toEqual([]);
  } finally {
    await browser.close();
  }
});

test.describe('keyboard-wedge scanner', () => {
  // Bursts and typing are sent with the times their keys were pressed (support/timedKeys.ts), so
  // a busy machine cannot turn a scan into typing or typing into a scan; one test types through
  // Playwright's real keyboard, whose keys can only come later than asked, never sooner.
  test.beforeEach(async ({ page: tab }) => {
    await tab.goto(`${page.url}?camera=off`);
  });

  test('a burst typed into a focused field becomes one scan and leaves the field empty', async ({
    page: tab,
  }) => {
    const note = tab.getByLabel('Note');
    await note.focus();
    await pressTimedKeys(tab, scannerBurst('MEMBER-000042'));
    await expect(scans(tab)).toHaveText(['MEMBER-000042']);
    await expect(scans(tab).first()).toHaveAttribute('data-source', 'wedge');
    await expect(note).toHaveValue('');
  });

  test('a burst without Enter is a scan too, wherever focus is', async ({ page: tab }) => {
    await tab.locator('body').click();
    await pressTimedKeys(tab, scannerBurst('MEMBER-000043', null));
    await expect(scans(tab)).toHaveText(['MEMBER-000043']);
  });

  test('a person typing keeps every key in the field, and nothing is scanned', async ({
    page: tab,
  }) => {
    const note = tab.getByLabel('Note');
    await note.focus();
    await pressTimedKeys(tab, keysOf('Paid in cash', 120));
    await expect(note).toHaveValue('Paid in cash');
    await expect(scans(tab)).toHaveCount(0);
  });

  test('a person typing on the real keyboard keeps every key, and Backspace works', async ({
    page: tab,
  }) => {
    const note = tab.getByLabel('Note');
    await note.focus();
    // Playwright waits for each key to be handled before the delay, so keys are at least this
    // far apart however loaded the machine is.
    await tab.keyboard.type('Paid in cash', { delay: 120 });
    await expect(note).toHaveValue('Paid in cash');
    await tab.keyboard.press('Backspace');
    await expect(note).toHaveValue('Paid in cas');
    const count = tab.getByLabel('Count');
    await count.focus();
    await tab.keyboard.type('12', { delay: 120 });
    await expect(count).toHaveValue('12');
    await expect(scans(tab)).toHaveCount(0);
  });

  test('a scan in the middle of typing lands as a scan; the field holds only what the person typed', async ({
    page: tab,
  }) => {
    const note = tab.getByLabel('Note');
    await note.focus();
    // All in one go, as a page that stalled would get them: the keys' times alone tell the
    // person's keys from the burst between them.
    await pressTimedKeys(tab, [
      ...keysOf('Table ', 120),
      ...scannerBurst('MEMBER-000044'),
      ...keysOf('7', 120, 500),
    ]);
    await expect(note).toHaveValue('Table 7');
    await expect(scans(tab)).toHaveText(['MEMBER-000044']);
  });
});

test.describe('keyboard-wedge scanner and shortcuts', () => {
  test('a shortcut key pressed outside a field still reaches the page, just held a moment', async ({
    page: tab,
  }) => {
    await tab.goto(`${page.url}?camera=off`);
    await tab.locator('h1').click();
    const shortcuts = tab.getByLabel('Shortcut keys');
    await tab.keyboard.press('+');
    await expect(shortcuts).toHaveText('+');
    await tab.keyboard.press('F4');
    await expect(shortcuts).toHaveText('+ F4');
    await expect(scans(tab)).toHaveCount(0);
  });

  test('a shortcut key pressed right before another key reaches the page before it', async ({
    page: tab,
  }) => {
    await tab.goto(`${page.url}?camera=off`);
    await tab.locator('h1').click();
    await pressTimedKeys(tab, [
      { key: '+', afterMs: 0 },
      { key: 'F4', afterMs: 20 },
    ]);
    await expect(tab.getByLabel('Shortcut keys')).toHaveText('+ F4');
    await expect(scans(tab)).toHaveCount(0);
  });

  test('a burst outside a field is a scan, and none of its keys reach the shortcuts', async ({
    page: tab,
  }) => {
    await tab.goto(`${page.url}?camera=off`);
    await tab.locator('h1').click();
    await pressTimedKeys(tab, scannerBurst('MEMBER+0045'));
    await expect(scans(tab)).toHaveText(['MEMBER+0045']);
    await expect(tab.getByLabel('Shortcut keys')).toHaveText('');
  });
});

test('manual entry sends the typed code as a manual scan', async ({ page: tab }) => {
  await tab.goto(`${page.url}?camera=off`);
  const field = tab.getByLabel('Code on the pass');
  await field.focus();
  await tab.keyboard.type('DAMAGED-0099', { delay: 100 });
  await tab.getByRole('button', { name: 'Check in' }).click();
  await expect(scans(tab)).toHaveText(['DAMAGED-0099']);
  await expect(scans(tab).first()).toHaveAttribute('data-source', 'manual');
  await expect(field).toHaveValue('');
});
