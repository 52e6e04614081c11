// Rights come from the role in the core, not the page: a cashier's session is refused on every
// manager and owner channel, called straight over the web host's HTTP transport with the station
// page's own cookie, and served again once a manager signs in.
import { expect } from '@playwright/test';
import { leastRoleOf } from '@shared/ipc/access';
import { CHANNELS } from '@shared/ipc/contract';
import { test } from '../support/station';
import { EVERY_CHANNEL, type SessionFacts } from '../../integration/shell/everyChannel';
import { addStaff, expectSignedIn, signInAs } from '../support/staffPage';

test('a cashier’s session is refused on every manager and owner channel, whatever the page sends', async ({
  page,
  station,
}) => {
  const member = await station.addMember('Ada Lovelace');
  await addStaff(station.core, { anyCashier: false });
  await page.goto(`${station.url}#/counter`);
  await signInAs(page.getByTestId('sign-in'), 'cashier');
  await expectSignedIn(page, 'cashier');

  const facts: SessionFacts = {
    customerId: member.customerId,
    dynamicPassId: station.program.dynamicPassId,
    itemId: 'no-such-item',
    draftId: 'no-such-draft',
    batchId: 'b'.repeat(24),
  };
  const above = CHANNELS.filter((c) => ['manager', 'owner'].includes(leastRoleOf(c)));
  expect(above.length).toBeGreaterThan(20);
  const calls = above.map((channel) => ({
    channel,
    request: (EVERY_CHANNEL[channel] as (f: SessionFacts) => unknown)(facts),
  }));
  // All at once, from the station's page, with its cookie.
  const answers = await page.evaluate(
    (list) =>
      Promise.all(
        list.map(async ({ channel, request }) => {
          const answer = await fetch(`/ipc/${channel}`, {
            method: 'POST',
            // The page's secret, kept in its tab, goes with every call its scripts make.
            headers: {
              'content-type': 'application/json',
              'x-passdesk-page': sessionStorage.getItem('passdesk-page-secret') ?? '',
            },
            body: JSON.stringify(request),
          });
          return { channel, body: await answer.json() };
        }),
      ),
    calls,
  );
  for (const { channel, body } of answers) {
    const least = channel === 'settings.update' ? 'manager' : leastRoleOf(channel);
    expect(body, channel).toMatchObject({
      ok: false,
      error: { kind: 'forbidden', details: { role: least } },
    });
    expect(body.error.message, channel).toMatch(/ needs (a manager|the owner) to sign in\.$/);
  }
  // Nothing a refused call asked for happened.
  expect((await station.core.handlers['settings.get']({})).stationName).not.toBe('Front counter');
  expect((await station.core.handlers['staff.session']({})).person?.name).toBe('Cal');
});
