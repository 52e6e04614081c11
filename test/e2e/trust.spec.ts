// What a person sees of the staff file and the key: a damaged staff file explained, and a new
// service URL asking for its own key.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { test } from './support/station';
import { axeOn } from './support/axe';
import { addStaff } from './support/staffPage';
import { shoot } from './support/shots';
import { expectFeedback, openCounter, typeCode } from './support/counterPage';

test('a damaged staff file lets nobody sign in, says how to set it right, and the counter works', async ({
  page,
  station,
}) => {
  const member = await station.addMember('Damaged File');
  await addStaff(station.core);
  const file = join(station.stationDir, 'staff.json');
  await station.withStationClosed(() => writeFileSync(file, '{"people": "broken'));

  await page.goto(`${station.url}#/settings`);
  const gate = page.getByTestId('manager-gate');
  await expect(gate.getByTestId('staff-problem')).toContainText(`restore ${file} from a backup`);
  await expect(gate.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  await shoot(page, 'settings-damaged-staff-file');

  await openCounter(page, station.url);
  await typeCode(page, member.customerId);
  await expectFeedback(page, 'synced', 'Synced');
});

test('a damaged staff file is explained in the station’s language', async ({ page, station }) => {
  await station.core.handlers['settings.update']({ language: 'de' });
  await addStaff(station.core, { anyCashier: false });
  const file = join(station.stationDir, 'staff.json');
  await station.withStationClosed(() => writeFileSync(file, '{"people": "broken'));
  const german = `stellen Sie ${file} aus einer Sicherung wieder her`;

  await page.goto(`${station.url}#/settings`);
  const problem = page.getByTestId('manager-gate').getByTestId('staff-problem');
  await expect(problem).toContainText(german);
  await expect(problem).not.toContainText('restore');
  await shoot(page, 'settings-damaged-staff-file-de');
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
