// The demo: a coffee-shop stamp program with a dozen members, seeded once, and its barcode page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, listUsersResponse, passResponse } from '@shared/api';
import { startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ demo: true, accounts: [] });
});
afterAll(() => h.stop());

const demoCall = (method: string, path: string) =>
  h.call(method, path, { key: h.service.demoApiKey });

describe('demo', () => {
  it("seeds a STAMP coffee program whose barcode is each member's customerId, with a dozen members", async () => {
    expect(h.service.demoApiKey).toEqual(expect.any(String));
    const [group] = (await demoCall('GET', API_PATHS.listGroups)).body;
    const template = (await demoCall('GET', API_PATHS.template(group.dynamicPassId))).body;
    expect(template.loyaltyProgressData).toMatchObject({
      loyaltyType: 'STAMP',
      stampCounter: { maxStampCount: 8, stampIconName: 'coffeeIcon2' },
    });
    expect(template.barcodeValue).toBe('{customerId}');
    const members = listUsersResponse.parse(
      (await demoCall('GET', API_PATHS.listUsers(group.groupId))).body,
    );
    expect(members).toHaveLength(12);
    const pass = passResponse.parse(
      (await demoCall('GET', API_PATHS.pass(members[3]!.cardId))).body,
    );
    expect(pass.pass.barcodeValue).toBe(members[3]!.customerId);
  });

  it("serves a page of every member's name with a QR and a PDF417 barcode, without a key", async () => {
    const members = listUsersResponse.parse(
      (
        await demoCall(
          'GET',
          API_PATHS.listUsers((await demoCall('GET', API_PATHS.listGroups)).body[0].groupId),
        )
      ).body,
    );
    for (const path of ['/', '/demo']) {
      const page = await fetch(`${h.service.url}${path}`);
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      const html = await page.text();
      for (const member of members) {
        expect(html).toContain(member.dynamicFields['name']);
        expect(html).toContain(member.customerId);
      }
      expect(html.match(/<div class="qr"><svg/g)).toHaveLength(12);
      expect(html.match(/<div class="pdf"><svg/g)).toHaveLength(12);
    }
  });

  it('seeds only once per database', async () => {
    const key = h.service.demoApiKey;
    await h.restart({ demo: true, accounts: [] });
    expect(h.service.demoApiKey).toBe(key);
    expect((await demoCall('GET', API_PATHS.listTemplates)).body).toHaveLength(1);
  });
});
