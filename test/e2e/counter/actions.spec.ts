// The cashier's actions: redeem a full card, undo, the cooldown question, set the count.
import { expect } from '@playwright/test';
import { test } from '../support/station';
import { expectFeedback, expectMember, openCounter, typeCode } from '../support/counterPage';
import { shoot } from '../support/shots';

test('a full card offers redeem instead of +1, and redeem resets it', async ({ page, station }) => {
  const member = await station.addMember('Full');
  const max = station.program.max;
  await station.setCountOnService(member.customerId, max);
  await openCounter(page, station.url);
  await typeCode(page, member.customerId);
  await expectMember(page, member.customerId, `${max} of ${max}`);
  await expectFeedback(page, 'info', 'Card full');
  await expect(page.getByRole('button', { name: /\+1 stamp/ })).toHaveCount(0);
  await page.keyboard.press('F4');
  await expectFeedback(page, 'synced');
  await expectMember(page, member.customerId, `0 of ${max}`);
  expect(await station.countOnService(member.customerId)).toBe(0);
});

test('undo takes the last stamp back within 10 seconds', async ({ page, station }) => {
  const member = await station.addMember('Undo');
  // The page's clock stands still (its timers still run), so the 10 s cannot run out while a
  // loaded machine is slow to confirm the stamp.
  await page.clock.setFixedTime(Date.now());
  await openCounter(page, station.url);
  await typeCode(page, member.customerId);
  await expectFeedback(page, 'synced');
  await expectMember(page, member.customerId, `1 of ${station.program.max}`);
  await expect(page.getByTestId('undo-what')).toHaveText('for Undo');
  await page.getByRole('button', { name: /Undo \(\d+ s\)/ }).click();
  await expectFeedback(page, 'info', 'Undone');
  // The name isolated from the sentence around it.
  await expect(page.getByTestId('feedback')).toContainText('+1 stamp for \u2068Undo\u2069');
  await expectMember(page, member.customerId, `0 of ${station.program.max}`);
  await expect.poll(() => station.countOnService(member.customerId)).toBe(0);
  await expect(page.getByRole('button', { name: /^Undo/ })).toBeDisabled();
});

test('in Arabic, an undone stamp keeps a Latin name apart from the "for" before it', async ({
  page,
  station,
}) => {
  await station.core.handlers['settings.update']({ language: 'ar' });
  const member = await station.addMember('Margaret Hamilton');
  await page.clock.setFixedTime(Date.now());
  await page.goto(`${station.url}#/counter`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const field = page.getByLabel('اكتب رمز بطاقة (F6)');
  await field.fill(member.customerId);
  await field.press('Enter');
  await expect(page.getByTestId('feedback')).toHaveAttribute('data-tone', 'synced');
  await expect(page.getByTestId('undo-what').locator('bdi')).toHaveText('Margaret Hamilton');
  await page.keyboard.press('F8');
  const feedback = page.getByTestId('feedback');
  await expect(feedback).toHaveAttribute('data-tone', 'info');
  await expect(feedback.locator('span')).toContainText('لـ\u2068Margaret Hamilton\u2069');
  // Laid out whole: the name is one left-to-right run on one line, not split around the "for".
  const runs = await feedback.locator('span').evaluate((span) => {
    const text = span.firstChild!;
    const start = (text.textContent ?? '').indexOf('Margaret');
    const range = document.createRange();
    range.setStart(text, start);
    range.setEnd(text, start + 'Margaret Hamilton'.length);
    return range.getClientRects().length;
  });
  expect(runs).toBe(1);
  await shoot(page, 'counter-undone-ar');
});

test('undo is not offered for one member once another is on screen', async ({ page, station }) => {
  const ada = await station.addMember('Ada');
  const bea = await station.addMember('Bea');
  const max = station.program.max;
  await station.setCountOnService(bea.customerId, max);
  await page.clock.setFixedTime(Date.now());
  await openCounter(page, station.url);
  await typeCode(page, ada.customerId);
  await expectFeedback(page, 'synced');
  await expect(page.getByRole('button', { name: /Undo \(\d+ s\)/ })).toBeEnabled();

  // Bea's card is full: nothing is stamped, and F8 must not take Ada's stamp back.
  await typeCode(page, bea.customerId);
  await expectFeedback(page, 'info', 'Card full');
  await expect(page.getByRole('button', { name: /^Undo/ })).toBeDisabled();
  await page.keyboard.press('F8');
  await expectMember(page, bea.customerId, `${max} of ${max}`);
  expect(await station.countOnService(ada.customerId)).toBe(1);
});

test('the earning rule asks before a second stamp within its minutes, and names the rule', async ({
  page,
  station,
}) => {
  const member = await station.addMember('Regular');
  await station.core.handlers['settings.update']({ cooldownSeconds: 0, earningMinutes: 30 });
  await openCounter(page, station.url);
  await typeCode(page, member.customerId);
  await expectFeedback(page, 'synced');
  await typeCode(page, member.customerId);
  const ask = page.getByRole('alertdialog', { name: 'Too soon for another stamp' });
  await expect(ask).toContainText('one stamp every 30 minutes');
  await ask.getByRole('button', { name: /No/ }).click();
  await expect(ask).toHaveCount(0);
  expect(await station.countOnService(member.customerId)).toBe(1);
});

test('the same member again within the cooldown asks before a second stamp', async ({
  page,
  station,
}) => {
  // A cooldown no slow machine can outlast between the scans.
  await station.core.handlers['settings.update']({ cooldownSeconds: 3600 });
  const member = await station.addMember('Twice');
  await openCounter(page, station.url);
  await typeCode(page, member.customerId);
  await expectFeedback(page, 'synced');

  await typeCode(page, member.customerId);
  const question = page.getByRole('alertdialog', { name: 'Scanned again' });
  await expect(question).toBeVisible();
  await page.keyboard.press('Escape');
  await expectFeedback(page, 'info', 'No stamp added');
  await expectMember(page, member.customerId, `1 of ${station.program.max}`);

  await typeCode(page, member.customerId);
  await expect(question.getByRole('button', { name: /Add another stamp/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expectFeedback(page, 'synced');
  await expectMember(page, member.customerId, `2 of ${station.program.max}`);
  expect(await station.countOnService(member.customerId)).toBe(2);
});

test('set the count from the keyboard', async ({ page, station }) => {
  const member = await station.addMember('Setter');
  await openCounter(page, station.url);
  await typeCode(page, member.customerId);
  await expectFeedback(page, 'synced');
  await page.keyboard.press('F2');
  await page.keyboard.type('5');
  await page.keyboard.press('Enter');
  // A set is stored with its reason, asked and given from the keyboard too.
  await expect(page.getByRole('dialog', { name: 'Why set the count by hand?' })).toBeVisible();
  // At a person's pace: a burst as fast as a scanner's would be read as a scan.
  await page.keyboard.type('Counted the paper card', { delay: 120 });
  await page.keyboard.press('Enter');
  await expectMember(page, member.customerId, `5 of ${station.program.max}`);
  // The set's own feedback: the stamp's before it already said synced.
  await expect(page.getByTestId('feedback')).toContainText('Count set to 5');
  await expectFeedback(page, 'synced');
  expect(await station.countOnService(member.customerId)).toBe(5);
});

test('a push message chosen from the presets goes with the next action only', async ({
  page,
  station,
}) => {
  const preset = { heading: 'Thanks!', body: 'Your next coffee is closer.' };
  await station.core.handlers['settings.update']({
    notificationPresets: [preset],
    cooldownSeconds: 0,
  });
  const member = await station.addMember('Messaged');
  await openCounter(page, station.url);
  await typeCode(page, member.customerId);
  await expectFeedback(page, 'synced');

  const message = page.getByLabel(/Message with next action/);
  await message.selectOption({ label: preset.heading });
  await page.getByRole('button', { name: /\+1 stamp/ }).click();
  await expectMember(page, member.customerId, `2 of ${station.program.max}`);
  await expectFeedback(page, 'synced');
  await expect(message).toHaveValue('');

  // The first stamp's feedback already said synced: the second's answer is waited for.
  const lastCheckIn = async () =>
    (await station.core.handlers['counter.member']({ customerId: member.customerId })).lastCheckIn;
  await expect
    .poll(async () => (await lastCheckIn())?.result)
    .toMatchObject({ message: expect.stringMatching(/notification sent/) });
  expect((await lastCheckIn())?.checkIn?.notification).toEqual(preset);
});
