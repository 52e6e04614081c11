// What a person sees of the lock and the key: an open manager screen closing when the lock's time
// is up, a damaged PIN file explained, and a new service URL asking for its own key.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { test } from './support/station';
import { axeOn } from './support/axe';
import { setPin } from './support/lockPage';
import { expectFeedback, openCounter, typeCode } from './support/counterPage';
import { shoot } from './support/shots';
import { startTestStation } from './support/testStation';

test('an open manager screen asks for the PIN again when the lock’s time is up', async ({
  page,
}) => {
  const station = await startTestStation({ managerUnlockMs: 8_000 });
  try {
    await setPin(page, station.url, '2468');
    await page.getByRole('link', { name: /^Credits/ }).click();
    await expect(page.getByRole('heading', { name: 'Credits', level: 1 })).toBeVisible();
    await expect(page.getByTestId('manager-gate')).toHaveCount(0);
    // Nothing is clicked: main announces the expiry and the screen follows it.
    const gate = page.getByTestId('manager-gate');
    await expect(gate).toBeVisible({ timeout: 30_000 });
    await expect(gate.getByLabel('Manager PIN')).toBeVisible();
    expect((await axeOn(page).analyze()).violations).toEqual([]);
    await shoot(page, 'pin-form-after-expiry');
  } finally {
    await station.close();
  }
});

test('a damaged PIN file keeps the manager screens shut, says how to reset it, and the counter works', async ({
  page,
  station,
}) => {
  const member = await station.addMember('Damaged File');
  await setPin(page, station.url, '1357');
  const file = join(station.stationDir, 'manager-pin.json');
  await station.withStationClosed(() => writeFileSync(file, '{"salt": "broken'));

  await page.goto(`${station.url}#/settings`);
  const gate = page.getByTestId('manager-gate');
  await expect(gate.getByTestId('lock-problem')).toContainText(`remove ${file}`);
  await expect(gate.getByLabel('Manager PIN')).toHaveCount(0);
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  await shoot(page, 'settings-damaged-pin-file');

  await openCounter(page, station.url);
  await typeCode(page, member.customerId);
  await expectFeedback(page, 'synced', 'Synced');
});

test('a new service URL asks for its own key, and plain http to another computer is refused', async ({
  page,
  station,
}) => {
  await page.goto(`${station.url}#/settings`);
  await expect(page.getByTestId('apikey-state')).toContainText('Set, ends in');
  const url = page.getByLabel('Service URL');

  await url.fill('http://passes.example');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText(/Not saved: .*use an https:\/\/ address/)).toBeVisible();

  await url.fill('http://127.0.0.1:9');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved.')).toBeVisible();
  await expect(page.getByTestId('apikey-state')).toContainText('No API key is set.');
  await expect(page.getByTestId('apikey-other-service')).toHaveText(
    /^The saved key belongs to http:\/\/127\.0\.0\.1:\d+, so it is not sent to http:\/\/127\.0\.0\.1:9\./,
  );
  await expect(page.getByLabel('Enter the key')).toBeVisible();
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  await page.getByTestId('apikey-other-service').scrollIntoViewIfNeeded();
  await shoot(page, 'settings-url-changed-asks-for-key');
});
