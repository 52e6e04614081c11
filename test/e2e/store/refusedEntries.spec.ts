// What another till sent that this till refused is shown to the owner under that till's state in
// Settings → Stores and tills, and the page still fits both till sizes.
import { expect } from '@playwright/test';
import { sharedMap } from '../../../src/main/core/store/sharedDoc';
import { shoot, TILL_SIZES } from '../support/shots';
import { pairTills, test } from '../support/storeTills';

test('a till shows the entries it refused from another, by that till', async ({ page, tills }) => {
  const { one, two } = tills;
  await pairTills(tills);
  // Till 2 writes a visit in Till 1's name: signed by Till 2, it is not Till 2's to write.
  const doc = await two.core.sharedDoc();
  sharedMap(doc, 'visits').set('forged-visit', {
    customerId: 'member-1',
    dynamicPassId: null,
    stationId: one.core.stationId,
    stationName: 'Till 1',
    staffName: null,
    kind: 'set',
    at: new Date().toISOString(),
    seq: 1,
    countBefore: 0,
    countAfter: 10,
    priorRedemption: null,
    override: null,
  });
  await expect
    .poll(async () => {
      const { peers } = await one.core.handlers['store.status']({});
      return peers.find((peer) => peer.name === 'Till 2')?.refused;
    })
    .toBe(1);
  expect(sharedMap(await one.core.sharedDoc(), 'visits').has('forged-visit')).toBe(false);

  await page.goto(`${one.url}#/settings/stores`);
  const row = page.getByTestId('paired-station').filter({ hasText: 'Till 2' });
  await expect(row.getByTestId('refused-entries')).toHaveText('1 entry it sent was refused');
  for (const size of TILL_SIZES) {
    await page.setViewportSize(size);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth),
      `${size.width}x${size.height}`,
    ).toBeLessThanOrEqual(size.width);
  }
  await shoot(page, 'stores-refused', row);
});
