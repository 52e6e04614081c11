// The wait after too many wrong PINs counts down on screen, from the person's own end time.
import { expect } from '@playwright/test';
import { test } from '../support/station';
import { axeOn } from '../support/axe';
import { addStaff, signInAs } from '../support/staffPage';

test('the lockout counts down as time passes and says when the wait is over', async ({
  page,
  station,
}) => {
  await addStaff(station.core, { anyCashier: false });
  await page.goto(`${station.url}#/counter`);
  const gate = page.getByTestId('sign-in');
  const tryPin = async (pin: string) => {
    await gate.getByLabel('PIN for Olive').fill(pin);
    await gate.getByRole('button', { name: 'Sign in' }).click();
  };
  await signInAs(gate, 'owner', '0004');
  await expect(gate.getByRole('alert')).toHaveText(
    'That PIN is not right; 4 more tries before a wait.',
  );
  for (let left = 3; left > 1; left--) {
    await tryPin(`000${left}`);
    await expect(gate.getByRole('alert')).toContainText(`; ${left} more tries before a wait.`);
  }
  await tryPin('0001');
  await expect(gate.getByRole('alert')).toHaveText(
    'That PIN is not right; 1 more try before a wait.',
  );

  // The page's clock is held still from here, and moved by hand: the timers still tick.
  const start = Date.now();
  await page.clock.setFixedTime(start);
  await tryPin('0000');
  const timer = gate.getByRole('timer');
  await expect(gate.getByRole('alert')).toHaveText(
    /^That PIN is not right\. Too many wrong PINs: try again in \d+ seconds\.$/,
  );
  const first = Number((await timer.textContent())?.match(/^(\d+) seconds$/)?.[1]);
  expect(first).toBeGreaterThan(20);
  expect(first).toBeLessThanOrEqual(31);

  await page.clock.setFixedTime(start + 10_000);
  await expect(timer).toHaveText(`${first - 10} seconds`);
  await page.clock.setFixedTime(start + (first - 1) * 1000);
  await expect(timer).toHaveText('1 second');
  expect((await axeOn(page).analyze()).violations).toEqual([]);

  await page.clock.setFixedTime(start + 60_000);
  await expect(gate.getByRole('alert')).toHaveText(
    'That PIN is not right. The wait is over: enter the PIN again.',
  );
});
