// The live preview: Apple's strip layout turning into the event-ticket layout when a thumbnail or
// background is set (spec 4.9) and back when both are cleared, checked by geometry and by
// screenshots of both layouts; the Google hero image; barcodes drawn in their own symbology.
import type { Locator, Page } from '@playwright/test';
import { API_PATHS, LOYALTY_CARD_SUBTYPE } from '../../../src/shared/api';
import {
  expect,
  expectNoAxeViolations,
  openStation,
  test,
  type DeskWorld,
} from './support/deskWorld';

/** Two real images on loopback: the count images the service drew for a small program. */
async function loopbackImages(world: DeskWorld): Promise<[string, string]> {
  const { dynamicPassId } = await world.call<{ dynamicPassId: string }>(
    'POST',
    API_PATHS.createLoyaltyTemplate,
    {
      name: 'Images',
      cardSubType: LOYALTY_CARD_SUBTYPE,
      loyaltyProgressData: {
        loyaltyType: 'STAMP',
        stampCounter: {
          maxStampCount: 2,
          stampIconName: 'pizza1',
          stampBannerBgColor: '#ffcc00',
          stampBannerIconBgColor: '#aa3300',
        },
      },
    },
  );
  const stored = await world.call<{ loyaltyProgressData: { countBasedImageUrls: string[] } }>(
    'GET',
    API_PATHS.template(dynamicPassId),
  );
  const [a, b] = stored.loyaltyProgressData.countBasedImageUrls;
  return [a!, b!];
}

/** What the page shows for a remote image: main's data: URL of the very same bytes. */
async function asDataUrl(url: string): Promise<string> {
  const response = await fetch(url);
  const type = response.headers.get('content-type')!.split(';')[0]!.trim();
  return `data:${type};base64,${Buffer.from(await response.arrayBuffer()).toString('base64')}`;
}

async function box(locator: Locator) {
  // Images arrive through main after a short delay, and the element drawn meanwhile is replaced
  // when they do: a box read between the two is null, so read until one is drawn.
  let found: Awaited<ReturnType<Locator['boundingBox']>> = null;
  await expect
    .poll(async () => (found = await locator.boundingBox()) !== null, { message: 'drawn' })
    .toBe(true);
  return found!;
}

async function newTemplate(page: Page, world: DeskWorld): Promise<void> {
  await openStation(page, world, '/templates');
  await page.getByRole('button', { name: 'New template' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Concert');
  await page.getByLabel('Card title').fill('City Hall');
  await page.getByLabel('Header', { exact: true }).fill('Ticket');
  await page.getByLabel('Subheader').fill('Row 4');
  await page.getByRole('button', { name: 'Add text module' }).click();
  await page.locator('#f-textModulesData-0-header').fill('Door');
  await page.locator('#f-textModulesData-0-body').fill('B');
  await page.getByLabel('Barcode value').fill('TICKET-42');
}

test('the Apple layout follows the thumbnail and background, and the Google hero stays', async ({
  page,
  world,
}, info) => {
  const [hero, thumbnail] = await loopbackImages(world);
  // The page never loads the address itself; main fetches it and hands the bytes over.
  const heroData = await asDataUrl(hero);
  await newTemplate(page, world);
  await page.getByLabel('Hero image', { exact: true }).fill(hero);
  const apple = page.getByTestId('apple-pass');

  await expect(apple).toHaveAttribute('data-layout', 'strip');
  await expect(page.getByText('Apple Wallet · strip layout')).toBeVisible();
  await expect(page.getByTestId('apple-strip').getByRole('img')).toHaveAttribute('src', heroData);
  await expect(apple.getByTestId('apple-secondary-row')).toContainText('Door');
  await expect(page.getByTestId('google-hero')).toHaveAttribute('src', heroData);
  const strip = await apple.screenshot({ animations: 'disabled' });
  await info.attach('strip layout', { body: strip, contentType: 'image/png' });
  const stripBox = await box(apple);

  await page.getByLabel('Thumbnail (Apple)').fill(thumbnail);
  await expect(apple).toHaveAttribute('data-layout', 'eventTicket');
  await expect(page.getByTestId('apple-strip')).toHaveCount(0);
  const thumb = await box(apple.getByTestId('apple-thumbnail'));
  const auxiliary = await box(apple.getByTestId('apple-auxiliary-row'));
  await expect(apple.getByTestId('apple-auxiliary-row')).toContainText('Door');
  // The thumbnail sits at the right of the primary fields, above the auxiliary row.
  expect(thumb.x + thumb.width).toBeGreaterThan(stripBox.x + stripBox.width * 0.6);
  expect(auxiliary.y).toBeGreaterThanOrEqual(thumb.y + thumb.height - 1);
  await expect(page.getByTestId('google-hero')).toHaveAttribute('src', heroData);
  const eventTicket = await apple.screenshot({ animations: 'disabled' });
  await info.attach('event-ticket layout', { body: eventTicket, contentType: 'image/png' });
  expect(eventTicket.equals(strip)).toBe(false);
  await expectNoAxeViolations(page);

  // A background alone is an event ticket too, with text modules back in the secondary row.
  await page.getByLabel('Thumbnail (Apple)').fill('');
  await page.getByLabel('Background image (Apple)').fill(thumbnail);
  await expect(apple).toHaveAttribute('data-layout', 'eventTicket');
  await expect(apple.getByTestId('apple-secondary-row')).toContainText('Door');

  await page.getByLabel('Background image (Apple)').fill('');
  await expect(apple).toHaveAttribute('data-layout', 'strip');
  const back = await apple.screenshot({ animations: 'disabled' });
  expect(back.equals(strip)).toBe(true);
});

test('the barcode is drawn in the chosen symbology', async ({ page, world }) => {
  await newTemplate(page, world);
  const barcode = page.getByTestId('apple-pass').getByRole('img', { name: /barcode of TICKET-42/ });
  const select = page.getByLabel('Barcode type');
  // The name changes with the choice at once; the drawing follows when bwip-js has drawn it, so
  // the shape is polled rather than read once.
  const ratio = async () => {
    const { width, height } = await box(barcode);
    return width > 20 ? width / height : Number.NaN;
  };
  const choose = async (type: string) => {
    await select.selectOption(type);
    await expect(barcode).toHaveAccessibleName(`${type} barcode of TICKET-42`);
  };
  await choose('QR_CODE');
  await expect.poll(async () => Math.abs((await ratio()) - 1)).toBeLessThan(0.05);
  await choose('PDF417');
  await expect.poll(ratio).toBeGreaterThan(1.5);
  // After a wide code, a square one proves the drawing really changed.
  await choose('AZTEC');
  await expect.poll(async () => Math.abs((await ratio()) - 1)).toBeLessThan(0.05);
  await choose('CODE_128');
  await expect.poll(ratio).toBeGreaterThan(2);
});
