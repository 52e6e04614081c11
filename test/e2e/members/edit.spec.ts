// Editing a member from their page: the enrolment form's fields with their values, checked as
// enrolment checks them, saved on the station first (offline too) and on the service once sent.
import { expect, type Page } from '@playwright/test';
import { axeOn } from '../support/axe';
import { shoot } from '../support/shots';
import { test } from '../support/station';
import type { TestStation } from '../support/testStation';

async function nameOnService(station: TestStation, customerId: string): Promise<string> {
  const members = (await station.call('GET', `/api/group/${station.program.groupId}/users`)) as {
    customerId: string;
    dynamicFields: Record<string, string>;
  }[];
  return members.find((m) => m.customerId === customerId)?.dynamicFields['name'] ?? '(absent)';
}

const openPage = async (page: Page, url: string, customerId: string) => {
  await page.goto(`${url}#/members/${encodeURIComponent(customerId)}`);
  await expect(page.getByTestId('member-page')).toBeVisible();
};

test("a member's details are edited offline, said saved once stored, and reach the service", async ({
  page,
  station,
}) => {
  const ada = await station.addMember('Ada Quill');
  await openPage(page, station.url, ada.customerId);
  await page.getByRole('button', { name: 'Edit details' }).click();
  const form = page.getByRole('form', { name: 'Edit Ada Quill’s details' });
  const name = form.getByLabel('Name (needed)');
  await expect(name).toHaveValue('Ada Quill');
  await shoot(page, 'member-edit');
  expect((await axeOn(page).analyze()).violations).toEqual([]);

  // The enrolment form's rule: the pass shows the name, so it cannot be left empty.
  await name.fill('   ');
  await form.getByRole('button', { name: 'Save details' }).click();
  await expect(form.getByText('Name is needed: the pass shows it')).toBeVisible();
  await expect(page.getByTestId('member-edit-saved')).toHaveCount(0);

  await station.stopService();
  await name.fill('Ada Quill-Byron');
  await form.getByRole('button', { name: 'Save details' }).click();
  const saved = page.getByTestId('member-edit-saved');
  await expect(saved).toHaveText('Saved — sends when online.');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ada Quill-Byron');
  await expect(page.getByTestId('member-facts')).toContainText('Ada Quill-Byron');
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  // The station's own list and search have the new name before the service does.
  const { members } = await station.core.handlers['members.search']({ query: 'byron', limit: 5 });
  expect(members.map((m) => m.customerId)).toEqual([ada.customerId]);

  await station.startService();
  await page.getByRole('button', { name: 'Sync now' }).click();
  await expect(saved).toHaveAttribute('data-state', 'synced', { timeout: 60_000 });
  await expect(saved).toHaveText('Saved — the service has the new details.');
  expect(await nameOnService(station, ada.customerId)).toBe('Ada Quill-Byron');

  // Back on the list the new name is there, and a filter finds it.
  await page.getByRole('link', { name: 'Back to members' }).click();
  await page.getByLabel('Find a member').fill('byron');
  await expect(page.getByTestId('member-row')).toHaveCount(1);
  await expect(page.getByTestId('member-row')).toContainText('Ada Quill-Byron');
});
