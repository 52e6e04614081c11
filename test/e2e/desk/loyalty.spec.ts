// Loyalty programs made in the wizard, then served at the counter and checked in to.
import type { Page } from '@playwright/test';
import {
  expect,
  expectNoAxeViolations,
  openStation,
  test,
  type DeskWorld,
} from './support/deskWorld';
import { groupOf } from './support/seed';

async function createdProgramId(world: DeskWorld, name: string): Promise<string> {
  const list = await world.call<
    { dynamicPassId: string; template: { name?: string; cardTitle?: string } }[]
  >('GET', '/api/dynamicPass/templates');
  const found = list.find((t) => t.template.name === name || t.template.cardTitle === name);
  if (!found) throw new Error(`${name} is not on the service`);
  return found.dynamicPassId;
}

async function checkInAtCounter(page: Page, customerId: string): Promise<void> {
  await page.getByRole('link', { name: /Counter/ }).click();
  await page.getByLabel('Type a pass code (F6)').fill(customerId);
  await page.getByRole('button', { name: 'Check in', exact: true }).click();
}

async function finishWizard(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Create program' }).click();
  await expect(page.getByTestId('program-state')).toHaveAttribute('data-state', 'synced', {
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Use this program at this station' }).click();
  await expect(
    page.getByRole('button', { name: 'This station now serves this program' }),
  ).toBeVisible();
}

test('a STAMP program is created in the wizard and a member is checked in at the counter', async ({
  page,
  world,
}) => {
  await openStation(page, world, '/templates');
  await page.getByRole('button', { name: 'New loyalty program' }).click();
  await page.getByLabel('Program name').fill('Donut club');
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByLabel('Stamps to complete the card').fill('6');
  await page.getByRole('radio', { name: 'Donut' }).check();
  await expect(
    page
      .getByRole('radiogroup', { name: 'Stamp icon' })
      .or(page.getByRole('group', { name: 'Stamp icon' }))
      .getByRole('radio'),
  ).toHaveCount(7);
  const slider = page.getByLabel(/Count shown/);
  await slider.fill('4');
  await expect(page.getByTestId('stamp-banner').first()).toHaveAttribute(
    'aria-label',
    'Stamp card with 4 of 6 stamps',
  );
  await expect(page.locator('[data-testid="stamp-banner"] [data-filled="true"]')).toHaveCount(4);
  await page.getByRole('button', { name: 'Show the card at every count' }).click();
  await expect(
    page.getByRole('list', { name: 'The card at every count' }).getByRole('listitem'),
  ).toHaveCount(7);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Card title').fill('Donut club');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Stamp card: 6 stamps')).toBeVisible();
  await finishWizard(page);

  const programId = await createdProgramId(world, 'Donut club');
  const member = await world.addMember(programId);
  await checkInAtCounter(page, member.customerId);
  await expect(page.getByTestId('count-label')).toContainText('1 of 6');
  await expect
    .poll(
      async () =>
        (
          await world.call<{ customerId: string; count?: number }[]>(
            'GET',
            `/api/group/${await groupOf(world, programId)}/users`,
          )
        )[0]?.count,
    )
    .toBe(1);
});

test('a TEXT program is created in the wizard and a member is checked in at the counter', async ({
  page,
  world,
}) => {
  await openStation(page, world, '/templates/loyalty/new');
  await page.getByLabel('Program name').fill('Points card');
  await page.getByRole('radio', { name: /Counter/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Target that completes the card').fill('20');
  await page.getByLabel('Display format').fill('{current} of {max} points');
  await page.getByLabel(/Count shown/).fill('7');
  await expect(page.getByTestId('text-counter').first()).toHaveText('7 of 20 points');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await finishWizard(page);

  const programId = await createdProgramId(world, 'Points card');
  const member = await world.addMember(programId);
  await checkInAtCounter(page, member.customerId);
  await expect(page.getByTestId('count-label')).toContainText('1 of 20 points');
});

test('a problem in the wizard is shown beside its field and stops the step', async ({
  page,
  world,
}) => {
  await openStation(page, world, '/templates/loyalty/new');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Program name')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Program name is required.')).toBeVisible();
  await page.getByLabel('Program name').fill('Coffee');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Stamps a new member starts with').fill('12');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByText('Stamps a new member starts with must not exceed Stamps to complete the card.'),
  ).toBeVisible();
  await expect(page.getByText(/maxStampCount|initialStampCount/)).toHaveCount(0);
});
