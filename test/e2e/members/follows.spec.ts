// An open Members screen follows what the station does elsewhere: a member enrolled at the
// counter, members imported, a change of details and an erasure show without reloading it.
import { expect, type Page } from '@playwright/test';
import { test } from '../support/station';

const names = (page: Page) => page.getByTestId('member-row').locator('.member-name');

test('the members list shows enrolments, imports, edits and erasures made elsewhere at once', async ({
  page,
  station,
}) => {
  const h = station.core.handlers;
  await page.goto(`${station.url}#/members`);
  const total = page.getByTestId('members-total');
  await expect(total).toHaveText(/^\d+ members$/);
  const before = Number(/\d+/.exec((await total.textContent()) ?? '')![0]);
  await page.getByLabel('Find a member').fill('Zed');
  await expect(page.getByTestId('members-none')).toBeVisible();

  // Enrolled at the counter (the counter's own call).
  await h['members.enrol']({ fields: { name: 'Zed Counter' } });
  await expect(names(page)).toHaveText(['Zed Counter']);

  // Imported from a file.
  await h['members.import']({
    csv: 'Name\nZed Imported One\nZed Imported Two\n',
    mapping: { fields: { name: 'Name' }, count: null },
  });
  await expect(names(page)).toHaveText(['Zed Counter', 'Zed Imported One', 'Zed Imported Two']);

  // A change of details.
  const { members } = await h['members.search']({ query: 'Zed Imported Two', limit: 5 });
  await h['members.update']({
    customerId: members[0]!.customerId,
    fields: { name: 'Zed Renamed' },
  });
  await expect(names(page)).toHaveText(['Zed Counter', 'Zed Imported One', 'Zed Renamed']);

  // An erasure made from another page.
  const [one] = (await h['members.search']({ query: 'Zed Imported One', limit: 5 })).members;
  await h['members.erase']({ customerId: one!.customerId, confirm: true });
  await expect(names(page)).toHaveText(['Zed Counter', 'Zed Renamed']);

  await page.getByLabel('Find a member').fill('');
  await expect(total).toHaveText(`${before + 2} members`);
});
