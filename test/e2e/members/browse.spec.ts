// The Members screen: every member of the program listed, sorted by a column either way,
// filtered as the person types, worked by keyboard, and a member's page opened from it.
import { expect, type Page } from '@playwright/test';
import { axeOn } from '../support/axe';
import { shoot } from '../support/shots';
import { test } from '../support/station';

const names = (page: Page) =>
  page.getByTestId('member-row').locator('.member-name').allTextContents();
const header = (page: Page, name: string) => page.getByRole('columnheader', { name });

test('the list shows every member, sorts by each column both ways and filters as one types', async ({
  page,
  station,
}) => {
  const people = [
    ['Grace Quill', 4],
    ['Ada Quill', 1],
    ['Alan Quill', 6],
    ['Barbara Quill', 2],
    ['Adele Quill', 0],
  ] as const;
  for (const [name, count] of people) {
    const { customerId } = await station.addMember(name, { phone: '+44 20 7946 0000' });
    if (count) await station.setCountOnService(customerId, count);
  }

  await page.goto(`${station.url}#/members`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    `Members of ${station.program.name}`,
  );
  // The demo program's twelve members and these five.
  await expect(page.getByTestId('members-total')).toHaveText('17 members');
  await expect(page.getByTestId('members-listed-at')).toContainText('read from the service');
  await shoot(page, 'members-list');
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  const filter = page.getByLabel('Find a member');
  await filter.fill('quill');
  await expect(page.getByTestId('members-total')).toHaveText('5 members found');
  const byName = ['Ada Quill', 'Adele Quill', 'Alan Quill', 'Barbara Quill', 'Grace Quill'];
  await expect.poll(() => names(page)).toEqual(byName);
  await expect(header(page, 'Name')).toHaveAttribute('aria-sort', 'ascending');

  await header(page, 'Name').getByRole('button').click();
  await expect(header(page, 'Name')).toHaveAttribute('aria-sort', 'descending');
  await expect.poll(() => names(page)).toEqual([...byName].reverse());

  // The card column starts with the fullest card; a second press turns it round.
  await header(page, 'Card').getByRole('button').click();
  await expect(header(page, 'Card')).toHaveAttribute('aria-sort', 'descending');
  await expect(header(page, 'Name')).not.toHaveAttribute('aria-sort');
  const byCount = ['Alan Quill', 'Grace Quill', 'Barbara Quill', 'Ada Quill', 'Adele Quill'];
  await expect.poll(() => names(page)).toEqual(byCount);
  await header(page, 'Card').getByRole('button').click();
  await expect(header(page, 'Card')).toHaveAttribute('aria-sort', 'ascending');
  await expect.poll(() => names(page)).toEqual([...byCount].reverse());

  await header(page, 'Last visit').getByRole('button').click();
  await expect(header(page, 'Last visit')).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByTestId('member-grid')).toHaveAttribute('data-sort', 'lastVisit:desc');

  // Filtered key by key, in the order chosen; a filter with no match says so.
  await header(page, 'Name').getByRole('button').click();
  await filter.fill('');
  await expect(page.getByTestId('members-total')).toHaveText('17 members');
  await filter.pressSequentially('ad');
  await expect(page.getByTestId('member-grid')).toHaveAttribute('data-query', 'ad');
  await expect.poll(() => names(page)).toEqual(['Ada Lovelace', 'Ada Quill', 'Adele Quill']);
  await filter.pressSequentially('a q');
  await expect.poll(() => names(page)).toEqual(['Ada Quill']);
  await expect(page.getByTestId('members-total')).toHaveText('1 member found');
  await filter.fill('zz-nobody');
  await expect(page.getByTestId('members-none')).toHaveText('No member matches “zz-nobody”.');
  await filter.fill('quill');
  await expect.poll(() => names(page)).toEqual(byName);
  // Down from the filter goes into the list with its first row chosen.
  await filter.press('ArrowDown');
  await expect(page.getByTestId('member-grid')).toBeFocused();
  await expect(page.getByRole('row', { selected: true })).toContainText('Ada Quill');

  // The keyboard: into the list, down two rows, Enter opens that member's page.
  await page.getByTestId('member-grid').focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('row', { selected: true })).toContainText('Alan Quill');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('row', { selected: true })).toContainText('Adele Quill');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Adele Quill');
  await expect(page).toHaveURL(/#\/members\/[^/]+$/);
});

test("a member's page shows their details, card, history and pass, and opens them at the counter", async ({
  page,
  station,
}) => {
  const ada = await station.addMember('Ada Quill', { email: 'ada@example.com' });
  await station.setCountOnService(ada.customerId, 3);
  await page.goto(`${station.url}#/members`);
  await page.getByTestId('member-row').filter({ hasText: 'Ada Quill' }).click();

  const details = page.getByTestId('member-facts');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ada Quill');
  await expect(details).toContainText('ada@example.com');
  await expect(details).toContainText(ada.customerId);
  await expect(page.getByTestId('stamp-card')).toBeVisible();
  await expect(page.getByTestId('member-count')).toContainText('3');
  await expect(page.getByTestId('member-history').locator('tbody tr')).toHaveCount(1);
  await expect(page.getByRole('img', { name: 'QR code of Ada Quill’s pass page' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'E-mail the link to ada@example.com' }),
  ).toBeVisible();
  await shoot(page, 'member-page');
  expect((await axeOn(page).analyze()).violations).toEqual([]);

  await page.getByRole('button', { name: 'Open at the counter' }).click();
  await expect(page).toHaveURL(/#\/counter$/);
  await expect(page.getByTestId('member-id')).toHaveText(ada.customerId);

  // Offline the list and the page answer from the station's copy.
  await station.stopService();
  await page.getByRole('link', { name: /^Members/ }).click();
  await page.getByLabel('Find a member').fill('ada quill');
  await expect(page.getByTestId('member-row')).toHaveCount(1);
  await expect(page.getByTestId('members-listed-at')).toContainText('this station’s copy');
  await page.getByTestId('member-row').click();
  await expect(page.getByTestId('member-facts')).toContainText('ada@example.com');
});
