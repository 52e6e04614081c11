// Archiving a pass by its cardId, and the service's refusals said in plain words.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { API_PATHS } from '../../../src/shared/api';
import { CHROMIUM_PATH, fakeCameraArgs } from '../support/chromium';
import { writeFakeCameraVideo } from '../support/fakeCamera';
import {
  expect,
  expectNoAxeViolations,
  openStation,
  OTHER_API_KEY,
  test,
} from './support/deskWorld';
import { seedTemplate } from './support/seed';

test('a pass is archived after confirming, and expires on the service', async ({ page, world }) => {
  const dynamicPassId = await seedTemplate(world, 'Gym');
  const member = await world.addMember(dynamicPassId, { firstName: 'Ada' });
  await openStation(page, world, '/archive');
  await expectNoAxeViolations(page);
  await page.getByLabel('Pass code or pass id').fill(member.cardId);
  await page.getByLabel('Pass code or pass id').press('Enter');
  const confirm = page.getByRole('alertdialog', { name: `Archive pass ${member.cardId}?` });
  await expect(confirm.getByRole('button', { name: 'Archive the pass' })).toBeFocused();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Archive the pass' }).click();
  const outcome = page.getByTestId('archive-outcome');
  await expect(outcome).toHaveAttribute('data-tone', 'success');
  await expect(outcome).toContainText('Pass archived');
  const pass = await world.call<{ stateType: string }>('GET', `/api/card/${member.cardId}`);
  expect(pass.stateType).toBe('EXPIRED');
});

test('a pass that does not exist, and an id in the wrong form, are explained', async ({
  page,
  world,
}) => {
  await openStation(page, world, '/archive');
  await page.getByLabel('Pass code or pass id').fill('0123456789abcdef01234567');
  await page.getByRole('button', { name: 'Archive…' }).click();
  await page.getByRole('button', { name: 'Archive the pass' }).click();
  await expect(page.getByTestId('archive-outcome')).toContainText('No pass with this id');
  // The refusal is the manager's, listed here: not on the cashiers' Queue, nor in their count.
  const failed = page.getByTestId('failed-archive');
  await expect(failed).toHaveCount(1);
  await expect(failed).toContainText('Archive pass 0123456789abcdef01234567');
  await page.getByRole('link', { name: /^Queue/ }).click();
  await expect(page.getByTestId('queue-empty')).toBeVisible();
  await expect(page.getByTestId('status-attention')).toHaveCount(0);
  await page.getByRole('link', { name: /^Archive/ }).click();
  await failed.getByRole('button', { name: /Drop it/ }).click();
  await expect(failed).toHaveCount(0);

  await page.getByLabel('Pass code or pass id').fill('not a pass');
  await page.getByRole('button', { name: 'Archive…' }).click();
  await page.getByRole('button', { name: 'Archive the pass' }).click();
  await expect(page.getByTestId('archive-outcome')).toContainText('That is not a pass id');
  await expectNoAxeViolations(page);
});

test("another account's pass is refused with an explanation", async ({ page, world }) => {
  const { dynamicPassId } = await world.callAs<{ dynamicPassId: string }>(
    OTHER_API_KEY,
    'POST',
    API_PATHS.createTemplate,
    {
      name: 'Elsewhere',
      dynamicFields: [],
      templateData: { cardTitle: 'Elsewhere' },
    },
  );
  const groups = await world.callAs<{ groupId: string; dynamicPassId: string }[]>(
    OTHER_API_KEY,
    'GET',
    API_PATHS.listGroups,
  );
  const groupId = groups.find((g) => g.dynamicPassId === dynamicPassId)!.groupId;
  const { cardId } = await world.callAs<{ cardId: string }>(
    OTHER_API_KEY,
    'POST',
    API_PATHS.addUser(groupId),
    { dynamicFields: {} },
  );

  await openStation(page, world, '/archive');
  await page.getByLabel('Pass code or pass id').fill(cardId);
  await page.getByRole('button', { name: 'Archive…' }).click();
  await page.getByRole('button', { name: 'Archive the pass' }).click();
  await expect(page.getByTestId('archive-outcome')).toContainText(
    'This pass belongs to another account',
  );
});

test('a pass shown to the camera is read into the archive form', async ({ world }) => {
  const dynamicPassId = await seedTemplate(world, 'Gym');
  const member = await world.addMember(dynamicPassId, { firstName: 'Ada' });
  const scratch = await mkdtemp(join(tmpdir(), 'passdesk-archive-camera-'));
  const video = join(scratch, 'pass.y4m');
  await writeFakeCameraVideo(video, [{ symbology: 'QRCode', text: member.cardId }]);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: fakeCameraArgs(video),
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    await context.grantPermissions(['camera'], { origin: new URL(world.host.url).origin });
    const page = await context.newPage();
    await openStation(page, world, '/archive');
    await page.getByRole('button', { name: 'Scan with the camera' }).click();
    await expect(
      page.getByRole('alertdialog', { name: `Archive pass ${member.cardId}?` }),
    ).toBeVisible({
      timeout: 60_000,
    });
    await page.getByRole('button', { name: 'Archive the pass' }).click();
    await expect(page.getByTestId('archive-outcome')).toHaveAttribute('data-tone', 'success');
  } finally {
    await browser.close();
    await rm(scratch, { recursive: true, force: true });
  }
});
