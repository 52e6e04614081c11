// Sign-in by staff badge through the USB wedge: on the sign-in screen, and at the counter, where a
// badge signs its holder in and is never looked up as a member.
import { expect } from '@playwright/test';
import { test } from '../support/station';
import { axeOn } from '../support/axe';
import { PEOPLE, addStaff, expectSignedIn } from '../support/staffPage';
import { pressTimedKeys, scannerBurst } from '../support/timedKeys';

test('a badge scanned signs its holder in, on the sign-in screen and at the counter', async ({
  page,
  station,
}) => {
  const h = station.core.handlers;
  const ids = await addStaff(station.core, { anyCashier: false });
  await h['staff.signIn']({ staffId: ids.owner, pin: PEOPLE.owner.pin });
  const cashierBadge = (await h['staff.issueBadge']({ id: ids.cashier })).badge;
  const managerBadge = (await h['staff.issueBadge']({ id: ids.manager })).badge;
  await h['staff.signOut']({});

  await page.goto(`${station.url}#/counter`);
  const screen = page.getByTestId('sign-in');
  await expect(screen).toBeVisible();
  // An unknown badge is said, and signs nobody in.
  await pressTimedKeys(page, scannerBurst('PDSTAFF-AAAAAAAAAAAAAAAAAAAAAAAAAA'));
  await expect(screen.getByTestId('badge-problem')).toContainText(
    'That badge is not known at this station',
  );
  expect((await axeOn(page).analyze()).violations).toEqual([]);
  // Even with the PIN field waiting, the badge is taken, not typed into it.
  await screen.getByRole('button', { name: /^Mia/ }).click();
  await expect(screen.getByLabel('PIN for Mia')).toBeFocused();
  await pressTimedKeys(page, scannerBurst(cashierBadge));
  await expectSignedIn(page, 'cashier');
  await expect(page.getByText('No member yet: scan a pass.')).toBeVisible();

  // At the counter, the manager's badge: the manager is signed in, no member is looked up.
  await pressTimedKeys(page, scannerBurst(managerBadge));
  await expectSignedIn(page, 'manager');
  await expect(page.getByText('No member yet: scan a pass.')).toBeVisible();
  const { items } = await h['queue.list']({
    states: ['pending', 'sending', 'synced', 'failed', 'needsReview'],
    limit: 50,
  });
  expect(items).toEqual([]);
  // And the core refuses a badge as a member, whatever page sends it.
  const scan = await page.evaluate(async (text) => {
    const answer = await fetch('/ipc/counter.scan', {
      method: 'POST',
      // The page's secret, kept in its tab, goes with every call its scripts make.
      headers: {
        'content-type': 'application/json',
        'x-passdesk-page': sessionStorage.getItem('passdesk-page-secret') ?? '',
      },
      body: JSON.stringify({ text, source: 'manual' }),
    });
    return answer.json();
  }, managerBadge);
  expect(scan).toMatchObject({ ok: false, error: { kind: 'invalid' } });
  expect(scan.error.message).toContain('staff badge, not a pass');
});
