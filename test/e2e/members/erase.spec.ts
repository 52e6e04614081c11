// Erasing a member on their request from their page: a manager signs in first, then a confirmation
// naming them and what goes; afterwards the service, the search and the journal keep nothing of
// them but an anonymous id.
import { expect } from '@playwright/test';
import { API_PATHS } from '@shared/api';
import { axeOn } from '../support/axe';
import { expectFeedback, openCounter, typeCode } from '../support/counterPage';
import { shoot } from '../support/shots';
import { addStaff, signInAs } from '../support/staffPage';
import { test } from '../support/station';

test('a manager erases a member: gone from the service, the search and the journal', async ({
  page,
  station,
}) => {
  const ada = await station.addMember('Ada Quill', { email: 'ada.quill@example.com' });
  // A visit, so the journal has lines that name her before she is erased.
  await openCounter(page, station.url);
  await typeCode(page, ada.customerId);
  await expectFeedback(page, 'synced', 'Synced');
  // The store's staff, nobody signed in: the counter is any cashier's.
  await addStaff(station.core);

  // A till's small window: the question opens below the details and must come into view.
  await page.setViewportSize({ width: 1024, height: 600 });
  await page.goto(`${station.url}#/members/${encodeURIComponent(ada.customerId)}`);
  await page.getByRole('button', { name: 'Erase member…' }).click();
  // A cashier is asked for a manager to sign in before anything is erased.
  const gate = page.getByTestId('manager-gate');
  await expect(gate).toContainText('Erasing a member is for managers');
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  await signInAs(gate, 'manager');

  const confirm = page.getByRole('alertdialog', { name: 'Erase Ada Quill?' });
  await expect(confirm).toContainText('This cannot be undone.');
  await expect(confirm).toContainText('anonymous id');
  await expect(confirm.getByRole('button', { name: 'Keep Ada Quill' })).toBeFocused();
  await expect(confirm.getByRole('button', { name: 'Erase Ada Quill' })).toBeInViewport();
  await shoot(page, 'member-erase');
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  // Keeping her changes nothing.
  await confirm.getByRole('button', { name: 'Keep Ada Quill' }).click();
  await expect(confirm).toHaveCount(0);
  await page.getByRole('button', { name: 'Erase member…' }).click();
  await page.getByRole('button', { name: 'Erase Ada Quill' }).click();

  await expect(page).toHaveURL(/#\/members$/);
  const notice = page.getByTestId('members-notice');
  await expect(notice).toContainText('A member was erased');
  const anonymousId = /journal lines now read (\S+)\./.exec(
    (await notice.textContent()) ?? '',
  )?.[1];
  expect(anonymousId).toBeTruthy();
  await page.getByLabel('Find a member').fill('quill');
  await expect(page.getByTestId('members-none')).toBeVisible();
  await shoot(page, 'members-after-erase');

  // The service: the queue sends Delete User, then the member and their pass are gone.
  await expect
    .poll(
      async () => (await station.membersOnService()).some((m) => m.customerId === ada.customerId),
      {
        timeout: 60_000,
      },
    )
    .toBe(false);
  await expect(station.call('GET', API_PATHS.pass(ada.cardId))).rejects.toThrow(/answered 404/);
  // The search: nothing, by name, e-mail or id.
  for (const query of ['Ada Quill', 'ada.quill@example.com', ada.customerId]) {
    const { members } = await station.core.handlers['members.search']({ query, limit: 20 });
    expect(members).toEqual([]);
  }
  // The journal: her lines are kept, naming only the anonymous id.
  const { entries } = await station.core.handlers['journal.list']({ limit: 5000 });
  const text = JSON.stringify(entries);
  expect(text).not.toContain(ada.customerId);
  expect(text).not.toContain('Ada Quill');
  expect(text).not.toContain('ada.quill@example.com');
  expect(text).toContain(anonymousId!);
});
