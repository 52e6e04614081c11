// A member erased while the service is out of reach: the erasure waits in the Queue under the
// anonymous id alone, the member stays out of the search and the list meanwhile, and it is sent
// when the line is back.
import { expect } from '@playwright/test';
import { axeOn } from '../support/axe';
import { expectFeedback, openCounter, typeCode } from '../support/counterPage';
import { shoot } from '../support/shots';
import { test } from '../support/station';

test('an erasure made offline waits in the Queue naming only the anonymous id, then is sent', async ({
  page,
  station,
}) => {
  const ada = await station.addMember('Ada Quill', {
    email: 'ada.quill@example.com',
    phone: '+44 20 7946 0001',
  });
  await openCounter(page, station.url);
  await typeCode(page, ada.customerId);
  await expectFeedback(page, 'synced', 'Synced');

  await station.stopService();
  await page.goto(`${station.url}#/members/${encodeURIComponent(ada.customerId)}`);
  await page.getByRole('button', { name: 'Erase member…' }).click();
  await page.getByRole('button', { name: 'Erase Ada Quill' }).click();
  await expect(page).toHaveURL(/#\/members$/);
  const anonymousId = /journal lines now read (\S+)\./.exec(
    (await page.getByTestId('members-notice').textContent()) ?? '',
  )?.[1];
  expect(anonymousId).toMatch(/^erased-/);
  // Out of the list and the search at once, while the erasure waits.
  await page.getByLabel('Find a member').fill('quill');
  await expect(page.getByTestId('members-none')).toBeVisible();
  const { members } = await station.core.handlers['members.search']({ query: 'Quill', limit: 20 });
  expect(members).toEqual([]);

  await page.goto(`${station.url}#/queue`);
  const waiting = page.getByTestId('queue-waiting-item');
  await expect(waiting).toHaveCount(1);
  await expect(waiting).toContainText(`Erase member ${anonymousId}`);
  await expect(waiting).toHaveAttribute('data-state', 'pending');
  const queue = page.getByRole('main');
  await expect(queue).toContainText(anonymousId!);
  for (const hers of ['Quill', 'ada.quill', '7946', ada.customerId, ada.cardId]) {
    await expect(queue).not.toContainText(hers);
  }
  const rowsOf = await page
    .locator('[data-member]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-member') ?? ''));
  for (const member of rowsOf) expect(member).not.toContain(ada.customerId.slice(0, 12));
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  await shoot(page, 'queue-erasing');

  // Back online, the erasure is sent and the member is gone from the service.
  await station.startService();
  await expect(page.getByTestId('queue-empty')).toBeVisible({ timeout: 60_000 });
  await expect
    .poll(
      async () => (await station.membersOnService()).some((m) => m.customerId === ada.customerId),
      {
        timeout: 60_000,
      },
    )
    .toBe(false);
  for (const hers of ['Quill', ada.customerId]) {
    await expect(queue).not.toContainText(hers);
  }
});
