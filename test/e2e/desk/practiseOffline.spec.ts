// Training's "Practise offline": a trainee sees what a real outage shows, and the queue drains
// once the line is back.
import { API_PATHS } from '../../../src/shared/api';
import { expectFeedback, openCounter, typeCode } from '../support/counterPage';
import { API_KEY, expect, expectNoAxeViolations, openStation, test } from './support/deskWorld';
import { groupOf, seedStampProgram } from './support/seed';

test('practising offline: Offline shown, the check-in waits, and syncs once switched off', async ({
  page,
  world,
}) => {
  const dynamicPassId = await seedStampProgram(world, 'Drill card');
  const member = await world.addMember(dynamicPassId, {});
  const { handlers } = world.core;
  await handlers['settings.setApiKey']({ apiKey: API_KEY });
  await handlers['settings.update']({
    serviceUrl: world.service.url,
    trainingMode: true,
    programId: dynamicPassId,
  });
  await handlers['templates.list']({ refresh: true });

  await openStation(page, world, '/settings');
  const drill = page.getByRole('switch', { name: /Practise offline/ });
  await expect(drill).not.toBeChecked();
  // The switch moves once the core has cut the line, not before.
  await drill.click();
  await expect(drill).toBeChecked();
  await expect(page.getByTestId('status-connection')).toHaveText('Offline');
  await expectNoAxeViolations(page);

  await openCounter(page, world.host.url);
  await typeCode(page, member.customerId);
  await expectFeedback(page, 'saved');
  await expect(page.getByTestId('status-waiting')).toHaveText('1 waiting');
  expect(await world.call('GET', API_PATHS.listUsers(await groupOf(world, dynamicPassId)))).toEqual(
    [expect.objectContaining({ customerId: member.customerId, count: 0 })],
  );

  await openStation(page, world, '/settings');
  await page.getByRole('switch', { name: /Practise offline/ }).click();
  await expect(page.getByRole('switch', { name: /Practise offline/ })).not.toBeChecked();
  await expect(page.getByTestId('status-connection')).toHaveText('Online');
  await expect(page.getByTestId('status-waiting')).toHaveText('Nothing waiting');
  await expect
    .poll(async () =>
      world.call<{ customerId: string; count?: number }[]>(
        'GET',
        API_PATHS.listUsers(await groupOf(world, dynamicPassId)),
      ),
    )
    .toEqual([expect.objectContaining({ customerId: member.customerId, count: 1 })]);
});

test('a live station offers no offline practice and refuses it', async ({ page, world }) => {
  const { handlers } = world.core;
  // The service first, then its key: a key belongs to the service it was given for.
  await handlers['settings.update']({ serviceUrl: world.service.url, trainingMode: false });
  await handlers['settings.setApiKey']({ apiKey: API_KEY });
  await openStation(page, world, '/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('switch', { name: /Practise offline/ })).toHaveCount(0);
  await expect(handlers['training.practiseOffline']({ on: true })).rejects.toThrow(
    /only in training mode/,
  );
});
