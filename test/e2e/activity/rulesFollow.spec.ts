// A form open while the store's shared settings change elsewhere (another till's change reaches
// this one through its settings, as here): the Rules panel and the Settings form show the change,
// keep what the person typed, and save only that, never writing the old values back.
import { expect } from '@playwright/test';
import { seedFlags } from '../support/activityPage';
import { shoot } from '../support/shots';
import { test } from '../support/station';

test('the Rules panel follows the store’s rules and saves only what the owner changed', async ({
  page,
  station,
}) => {
  const ada = await station.addMember('Ada Lovelace');
  await seedFlags(station.core, ada.customerId);
  await station.core.handlers['flags.summary']({ seen: true });
  const h = station.core.handlers;
  const before = await h['settings.get']({});
  await page.goto(`${station.url}#/activity`);
  await page.getByRole('button', { name: 'Rules', exact: true }).click();
  const rules = page.getByTestId('activity-rules');
  const threshold = rules.getByRole('spinbutton').first();
  await threshold.fill('9');

  // The store's rules change elsewhere: another rule turned off, the opening hours set.
  await h['settings.update']({
    flagRules: { ...before.flagRules, twoTills: { on: false, minutes: 5 } },
    openingHours: Array.from({ length: 7 }, () => ({ open: '07:00', close: '19:00' })),
  });
  await expect(rules.getByLabel('Stamped at two tills')).not.toBeChecked();
  await expect(rules.getByLabel('Opens').first()).toHaveValue('07:00');
  await expect(threshold).toHaveValue('9');
  await shoot(page, 'activity-rules-followed', rules);

  await rules.getByRole('button', { name: 'Save the rules' }).click();
  await expect(rules.getByRole('status')).toContainText('The rules are saved');
  const after = await h['settings.get']({});
  expect(after.flagRules.manyStamps.most).toBe(9);
  expect(after.flagRules.twoTills.on).toBe(false);
  expect(after.openingHours?.[0]).toEqual({ open: '07:00', close: '19:00' });
});

test('the Settings form shows a shared setting changed elsewhere and saves only its own edit', async ({
  page,
  station,
}) => {
  const h = station.core.handlers;
  await page.goto(`${station.url}#/settings`);
  const name = page.getByLabel('Station name');
  await expect(page.getByRole('button', { name: 'Save settings' })).toBeEnabled();
  await expect(name).toHaveValue('Counter 1');
  await name.fill('Back till');
  await expect(name).toHaveValue('Back till');
  await h['settings.update']({ cooldownSeconds: 120 });
  const cooldown = page.getByLabel('Cooldown between two stamps for the same member (seconds)');
  await expect(cooldown).toHaveValue('120');
  await expect(name).toHaveValue('Back till');
  await shoot(page, 'settings-followed', cooldown);

  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  const after = await h['settings.get']({});
  expect(after.stationName).toBe('Back till');
  expect(after.cooldownSeconds).toBe(120);
});
