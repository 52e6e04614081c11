// Handing a member their pass: a slip on 80 mm paper through the system's print dialog (a PDF
// in a browser), with the program, their first name, their count and their pass page's QR; or
// the link by e-mail.
import { expect } from '@playwright/test';
import { axeOn } from '../support/axe';
import { expectFeedback, openCounter, typeCode } from '../support/counterPage';
import { test } from '../support/station';

test('a pass slip prints alone on 80 mm paper, and the link goes by e-mail', async ({
  page,
  station,
}) => {
  const ada = await station.addMember('Ada Lovelace', { email: 'ada@example.com' });
  await station.setCountOnService(ada.customerId, 3);
  await openCounter(page, station.url);
  await typeCode(page, ada.customerId);
  await expectFeedback(page, 'synced', 'Synced');
  await page.getByRole('button', { name: 'History' }).click();
  const details = page.getByRole('dialog', { name: 'Ada Lovelace' });

  // The system's print dialog is the browser's or Electron's; here it only counts its openings.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => {
      (window as unknown as { printed: number }).printed += 1;
    };
  });
  await details.getByRole('button', { name: 'Print pass slip' }).click();
  const slip = page.getByTestId('pass-slip');
  await expect(slip.locator('h1')).toHaveText(station.program.name);
  await expect(slip).toContainText('Hello Ada!');
  await expect(slip).toContainText(`Your card: 4 of ${station.program.max}`);
  await expect(slip.getByTestId('qr-code')).toHaveAttribute(
    'data-value',
    new RegExp(`/card/${ada.cardId}$`),
  );
  // Printed once the QR is drawn, not before.
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed))
    .toBe(1);

  // On paper: the slip alone, within the 80 mm roll; the app and the dialog are not printed.
  await page.emulateMedia({ media: 'print' });
  await expect(slip).toBeVisible();
  await expect(page.locator('#root')).toBeHidden();
  const width = await slip.evaluate((el) => el.getBoundingClientRect().width);
  // CSS millimetres: 96 px to the inch.
  const mm = (80 * 96) / 25.4;
  expect(width).toBeGreaterThan(mm * 0.8);
  expect(width).toBeLessThanOrEqual(mm);
  await slip.screenshot({ path: test.info().outputPath('pass-slip-print.png') });
  // Saved as a PDF (the web host's print): one page 80 mm wide, the size the slip's CSS asks for.
  const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
  expect(pdf.startsWith('%PDF-')).toBe(true);
  const box = /MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(pdf);
  expect(Number(box?.[1])).toBeCloseTo((80 / 25.4) * 72, 0);
  expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
  // Printing over, the slip leaves the page.
  await expect(slip).toHaveCount(0);
  await page.emulateMedia({ media: 'screen' });

  const mail = details.getByRole('link', { name: 'E-mail the link to ada@example.com' });
  const href = (await mail.getAttribute('href'))!;
  const link = new URL(href);
  expect(link.protocol).toBe('mailto:');
  expect(link.pathname).toBe('ada@example.com');
  expect(link.searchParams.get('subject')).toBe(`Your ${station.program.name} card`);
  expect(link.searchParams.get('body')).toContain(`/card/${ada.cardId}`);
  expect(link.searchParams.get('body')).toMatch(/^Hello Ada,/);
  expect((await axeOn(page).analyze()).violations).toEqual([]);
});
