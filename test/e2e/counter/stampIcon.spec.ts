// A program's own stamp icon reaches the counter through main and stays drawn offline; the page
// itself never requests anything from any origin but its own.
import { expect, test } from '@playwright/test';
import {
  API_PATHS,
  addUserResponse,
  createLoyaltyTemplateResponse,
  listUserGroupsResponse,
} from '@shared/api';
import { SVG, serve, startImageServer } from '../../integration/images/imageServer';
import { expectMember, openCounter, typeCode } from '../support/counterPage';
import { startTestStation } from '../support/testStation';

test('the custom stamp icon is drawn from main, and still after a reload with everything down', async ({
  page,
}) => {
  const images = await startImageServer();
  images.route('/bean.svg', serve('image/svg+xml', SVG));
  const iconUrl = images.url('/bean.svg');
  // Its own station, told it may fetch from the image server on loopback.
  const station = await startTestStation({ imageOrigins: [images.origin] });
  try {
    const { dynamicPassId } = createLoyaltyTemplateResponse.parse(
      await station.call('POST', API_PATHS.createLoyaltyTemplate, {
        name: 'Bean club',
        cardSubType: 'dynamic_loyalty_stamp_card',
        cardTitle: 'Bean club',
        barcodeType: 'QR_CODE',
        barcodeValue: '{customerId}',
        loyaltyProgressData: {
          loyaltyType: 'STAMP',
          stampCounter: {
            maxStampCount: 6,
            stampIconName: 'coffeeIcon2',
            customStampIcon: iconUrl,
            stampBannerBgColor: '#3b2418',
            stampBannerIconBgColor: '#f3d9b1',
          },
        },
      }),
    );
    const groups = listUserGroupsResponse.parse(await station.call('GET', API_PATHS.listGroups));
    const groupId = groups.find((g) => g.dynamicPassId === dynamicPassId)!.groupId;
    const member = addUserResponse.parse(
      await station.call('POST', API_PATHS.addUser(groupId), { dynamicFields: { name: 'Ada' } }),
    );
    await station.core.handlers['templates.list']({ refresh: true });
    await station.core.handlers['settings.update']({ programId: dynamicPassId });

    const origin = new URL(station.url).origin;
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith('data:') && !url.startsWith('blob:') && new URL(url).origin !== origin)
        elsewhere.push(url);
    });

    const iconData = `data:image/svg+xml;base64,${SVG.toString('base64')}`;
    const customIcons = page.locator(`[data-testid="stamp-card"] img[src="${iconData}"]`);
    await openCounter(page, station.url);
    // Kept as soon as the counter reads its program, before any member is scanned.
    await expect.poll(() => images.requests.length).toBe(1);
    await typeCode(page, member.customerId);
    await expectMember(page, member.customerId, '1 of 6');
    // Five stamp slots draw the program's icon; the reward slot keeps the gift.
    await expect(customIcons).toHaveCount(5);
    const iconRequests = images.requests.filter((r) => r.path === '/bean.svg');
    expect(iconRequests).toHaveLength(1);
    expect(JSON.stringify(iconRequests)).not.toContain(station.apiKey);

    await images.close();
    await station.stopService();
    await page.reload();
    await openCounter(page, station.url);
    await typeCode(page, member.customerId);
    await expect(page.getByTestId('member-id')).toHaveText(member.customerId);
    await expect(customIcons).toHaveCount(5);
    expect(images.requests.filter((r) => r.path === '/bean.svg')).toHaveLength(1);

    // Not the image server, not the service: the page spoke to its own host only.
    expect(elsewhere).toEqual([]);
  } finally {
    await station.close();
    await images.close().catch(() => undefined);
  }
});
