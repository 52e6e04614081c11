// The Queue while offline: the check-ins waiting to sync are listed under their members, oldest
// first, each with its state and age, and leave the list as they sync.
import { expect } from '@playwright/test';
import { test } from '../support/station';
import { axeOn } from '../support/axe';
import { expectFeedback, openCounter, typeCode } from '../support/counterPage';

test('offline, five check-ins are listed under their members, oldest first, until they sync', async ({
  page,
  station,
}) => {
  await station.core.handlers['settings.update']({ cooldownSeconds: 0 });
  const ada = await station.addMember('Ada Byron');
  const bob = await station.addMember('Bob Marley');
  await openCounter(page, station.url);
  await station.stopService();
  for (const member of [bob, ada, bob, ada, bob]) {
    await typeCode(page, member.customerId);
    await expectFeedback(page, 'saved');
  }
  await expect(page.getByTestId('status-waiting')).toHaveText('5 waiting');

  await page.goto(`${station.url}#/queue`);
  const list = page.getByRole('list', { name: 'Waiting to sync, by member' });
  await expect(list.getByTestId('queue-waiting-item')).toHaveCount(5);
  await expect(page.getByTestId('queue-empty')).toHaveCount(0);
  // Bob's first check-in is the oldest: his group comes first, each group oldest first.
  const rows = await list
    .getByRole('listitem')
    .evaluateAll((items) =>
      items.map((item) =>
        item.getAttribute('data-testid') === 'queue-member'
          ? `# ${item.textContent}`
          : `${item.getAttribute('data-member')} ${item.getAttribute('data-state')}`,
      ),
    );
  expect(rows.map((r) => r.replace(/ (pending|sending)$/, ''))).toEqual([
    '# Bob Marley3 waiting',
    'Bob Marley',
    'Bob Marley',
    'Bob Marley',
    '# Ada Byron2 waiting',
    'Ada Byron',
    'Ada Byron',
  ]);
  const first = list.getByTestId('queue-waiting-item').first();
  await expect(first).toContainText(/Waiting|Sending/);
  // Intl's short relative time: "12 sec. ago", "3 min. ago".
  await expect(first).toContainText(/\d+\s(sec|min)\.\sago/);
  expect((await axeOn(page).analyze()).violations).toEqual([]);

  await station.startService();
  await expect(list.getByTestId('queue-waiting-item')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByTestId('queue-empty')).toBeVisible();
  expect(await station.countOnService(bob.customerId)).toBe(3);
  expect(await station.countOnService(ada.customerId)).toBe(2);
});
