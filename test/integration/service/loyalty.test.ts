// Loyalty templates over HTTP: spec 2.5 and 4.5, and the loyalty side of 4.4.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAMP_ICON_NAMES, createLoyaltyTemplateResponse, isObjectId } from '@shared/api';
import {
  addUser,
  createLoyalty,
  createPlain,
  startHarness,
  stampProgram,
  type Harness,
} from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.stop());

const LOYALTY = '/api/v2/loyaltyPass/template';
const textProgram = (counter: Record<string, unknown> = {}) => ({
  name: 'Points',
  cardSubType: 'dynamic_loyalty_stamp_card',
  loyaltyProgressData: {
    loyaltyType: 'TEXT',
    textCounter: { maxProgress: 3, textCounterFormat: '{current} of {max} visits', textColor: '#ffffff', textBackgroundColor: '#000000', ...counter },
  },
}); // prettier-ignore

describe('create (4.5)', () => {
  it('answers 201 with a dynamicPassId, makes a group, and stores one public image per count 0..max', async () => {
    const created = await h.call('POST', LOYALTY, { body: stampProgram() });
    expect(created.status).toBe(201);
    const { dynamicPassId } = createLoyaltyTemplateResponse.parse(created.body);
    expect(isObjectId(dynamicPassId)).toBe(true);
    const groups = (await h.call('GET', '/api/groups')).body as { dynamicPassId: string }[];
    expect(groups.some((g) => g.dynamicPassId === dynamicPassId)).toBe(true);
    const template = (await h.call('GET', `/api/dynamicPass/template/${dynamicPassId}`)).body;
    expect(template.cardSubType).toBe('dynamic_loyalty_stamp_card');
    expect(template.loyaltyProgressData.stampCounter.stampIconName).toBe('coffeeIcon2');
    const urls: string[] = template.loyaltyProgressData.countBasedImageUrls;
    expect(urls).toHaveLength(6);
    const images = await Promise.all(
      urls.map((url) =>
        fetch(url).then(async (r) => ({
          type: r.headers.get('content-type'),
          text: await r.text(),
        })),
      ),
    );
    expect(images.every((i) => i.type === 'image/svg+xml' && i.text.startsWith('<svg'))).toBe(true);
    expect(images[0]!.text).toContain('0 of 5 stamps');
    expect(images[5]!.text).toContain('5 of 5 stamps');
    expect(new Set(images.map((i) => i.text)).size).toBe(6);
  });

  it('never takes countBasedImageUrls from the request', async () => {
    const body = stampProgram();
    (body.loyaltyProgressData as Record<string, unknown>).countBasedImageUrls = [
      'https://evil.example/0.svg',
    ];
    const { dynamicPassId } = await createLoyalty(h, body);
    const urls: string[] = (await h.call('GET', `/api/dynamicPass/template/${dynamicPassId}`)).body
      .loyaltyProgressData.countBasedImageUrls;
    expect(urls.every((url) => url.startsWith(h.service.url))).toBe(true);
  });

  it('accepts each built-in icon name and refuses another', async () => {
    for (const stampIconName of STAMP_ICON_NAMES) {
      const answer = await h.call('POST', LOYALTY, {
        body: stampProgram({}, { stampIconName, maxStampCount: 2 }),
      });
      expect(answer.status, stampIconName).toBe(201);
    }
    expect(
      (await h.call('POST', LOYALTY, { body: stampProgram({}, { stampIconName: 'taco1' }) }))
        .status,
    ).toBe(400);
  });

  it('draws a customStampIcon in every slot but the gift', async () => {
    const { dynamicPassId } = await createLoyalty(
      h,
      stampProgram({}, { maxStampCount: 3, customStampIcon: 'https://img.example/bean.png' }),
    );
    const urls: string[] = (await h.call('GET', `/api/dynamicPass/template/${dynamicPassId}`)).body
      .loyaltyProgressData.countBasedImageUrls;
    const svg = await (await fetch(urls[3]!)).text();
    expect(svg.match(/<image href="https:\/\/img\.example\/bean\.png"/g)).toHaveLength(2);
    expect(svg).toContain('viewBox="0 0 64 64"');
  });

  it('renders a TEXT counter with textCounterFormat', async () => {
    const { dynamicPassId } = await createLoyalty(h, textProgram());
    const urls: string[] = (await h.call('GET', `/api/dynamicPass/template/${dynamicPassId}`)).body
      .loyaltyProgressData.countBasedImageUrls;
    expect(urls).toHaveLength(4);
    expect(await (await fetch(urls[2]!)).text()).toContain('2 of 3 visits');
  });

  it('refuses missing required fields and invalid loyaltyProgressData with 400', async () => {
    const counter = stampProgram().loyaltyProgressData.stampCounter;
    const bodies: unknown[] = [
      { ...stampProgram(), name: undefined },
      { ...stampProgram(), name: 'n'.repeat(101) },
      { ...stampProgram(), cardSubType: 'something_else' },
      { ...stampProgram(), cardSubType: undefined },
      { ...stampProgram(), loyaltyProgressData: undefined },
      { ...stampProgram(), loyaltyProgressData: { loyaltyType: 'STAMP' } },
      { ...stampProgram(), loyaltyProgressData: { loyaltyType: 'TEXT', stampCounter: counter } },
      { ...stampProgram(), loyaltyProgressData: { loyaltyType: 'POINTS', stampCounter: counter } },
      stampProgram({}, { maxStampCount: undefined }),
      stampProgram({}, { maxStampCount: 2.5 }),
      stampProgram({}, { stampBannerBgColor: undefined }),
      stampProgram({}, { stampBannerIconBgColor: 'blue' }),
      stampProgram({}, { initialStampCount: 9 }),
      textProgram({ textCounterFormat: undefined }),
      textProgram({ textColor: undefined }),
      textProgram({ textBackgroundColor: undefined }),
      textProgram({ maxProgress: undefined }),
    ];
    for (const body of bodies) {
      const answer = await h.call('POST', LOYALTY, { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.success).toBe(false);
    }
  });

  it('attaches an existing group when groupId is sent, and refuses an unknown one', async () => {
    const plain = await createPlain(h);
    const member = await addUser(h, plain.groupId, { name: 'Grace', tier: 'gold' });
    const { dynamicPassId } = await createLoyalty(
      h,
      stampProgram({ groupId: plain.groupId }, { initialStampCount: 1 }),
    );
    const groups = (await h.call('GET', '/api/groups')).body as {
      groupId: string;
      dynamicPassId: string;
    }[];
    expect(groups.find((g) => g.groupId === plain.groupId)!.dynamicPassId).toBe(dynamicPassId);
    const checkIn = await h.call('PUT', `/api/loyalty-pass/check-in/${member.customerId}`);
    expect(checkIn.body).toMatchObject({ previousCount: 1, updatedCount: 2 });
    expect(
      (await h.call('POST', LOYALTY, { body: stampProgram({ groupId: 'c'.repeat(24) }) })).status,
    ).toBe(400);
  });

  it('takes top-level dynamicFields, or else the placeholders used', async () => {
    const implicit = await createLoyalty(h, stampProgram({ header: '{first} {last}' }));
    const fields = (await h.call('GET', `/api/dynamicPass/template/${implicit.dynamicPassId}`)).body
      .dynamicFields;
    expect([...fields].sort()).toEqual(['customerId', 'first', 'last']);
    const explicit = await createLoyalty(h, stampProgram({ dynamicFields: ['nick'] }));
    expect(
      (await h.call('GET', `/api/dynamicPass/template/${explicit.dynamicPassId}`)).body
        .dynamicFields,
    ).toEqual(['nick']);
  });
});

describe('loyalty update (4.4 rules 4 and 5)', () => {
  it("keeps the card loyal when the whole object is sent back, and keeps the service's own images", async () => {
    const { dynamicPassId } = await createLoyalty(h);
    const path = `/api/dynamicPass/template/${dynamicPassId}`;
    const before = (await h.call('GET', path)).body;
    const { name, description: _d, dynamicFields, ...templateData } = structuredClone(before);
    templateData.loyaltyProgressData.countBasedImageUrls = ['https://evil.example/x.svg'];
    templateData.loyaltyProgressData.stampCounter.stampBannerBgColor = '#ff0000';
    templateData.header = 'New header';
    const answer = await h.call('PUT', path, { body: { name, dynamicFields, templateData } });
    expect(answer.status).toBe(200);
    const after = (await h.call('GET', path)).body;
    expect(after.cardSubType).toBe('dynamic_loyalty_stamp_card');
    expect(after.header).toBe('New header');
    expect(after.loyaltyProgressData.countBasedImageUrls).toEqual(
      before.loyaltyProgressData.countBasedImageUrls,
    );
    const image = await (await fetch(after.loyaltyProgressData.countBasedImageUrls[0])).text();
    expect(image).not.toContain('#ff0000');
  });

  it('reads cardSubType and loyaltyProgressData from the top level too', async () => {
    const { dynamicPassId } = await createLoyalty(h);
    const path = `/api/dynamicPass/template/${dynamicPassId}`;
    const before = (await h.call('GET', path)).body;
    const answer = await h.call('PUT', path, {
      body: {
        templateData: { cardTitle: 'Only this' },
        cardSubType: before.cardSubType,
        loyaltyProgressData: before.loyaltyProgressData,
      },
    });
    expect(answer.status).toBe(200);
    const after = (await h.call('GET', path)).body;
    expect(after).toMatchObject({
      cardTitle: 'Only this',
      cardSubType: 'dynamic_loyalty_stamp_card',
    });
    expect(after.header).toBeUndefined();
  });

  it('turns the card into a plain pass when the loyalty fields are left out', async () => {
    const { dynamicPassId, groupId } = await createLoyalty(h);
    const member = await addUser(h, groupId);
    const path = `/api/dynamicPass/template/${dynamicPassId}`;
    const answer = await h.call('PUT', path, {
      body: { templateData: { cardTitle: 'Plain now' } },
    });
    expect(answer.status).toBe(200);
    const after = (await h.call('GET', path)).body;
    expect(after.cardSubType).toBeUndefined();
    expect(after.loyaltyProgressData).toBeUndefined();
    const checkIn = await h.call('PUT', `/api/loyalty-pass/check-in/${member.customerId}`);
    expect(checkIn.status).toBe(404);
  });

  it('refuses to make a template created plain into a loyalty card by update', async () => {
    const plain = await createPlain(h);
    const loyal = stampProgram();
    const answer = await h.call('PUT', `/api/dynamicPass/template/${plain.dynamicPassId}`, {
      body: { cardSubType: loyal.cardSubType, loyaltyProgressData: loyal.loyaltyProgressData },
    });
    expect(answer.status).toBe(400);
  });

  it('becomes a stamp card again when the loyalty fields come back, members keeping their counts', async () => {
    const { dynamicPassId, groupId } = await createLoyalty(h);
    const { customerId } = await addUser(h, groupId);
    await h.call('PUT', `/api/loyalty-pass/check-in/${customerId}`);
    const path = `/api/dynamicPass/template/${dynamicPassId}`;
    const loyal = (await h.call('GET', path)).body;
    await h.call('PUT', path, { body: { templateData: { cardTitle: 'Plain for a while' } } });
    const back = await h.call('PUT', path, {
      body: {
        templateData: {
          cardTitle: 'Stamps again',
          cardSubType: loyal.cardSubType,
          loyaltyProgressData: loyal.loyaltyProgressData,
        },
      },
    });
    expect(back.status).toBe(200);
    const checkIn = await h.call('PUT', `/api/loyalty-pass/check-in/${customerId}`);
    expect(checkIn.body).toMatchObject({ previousCount: 1, updatedCount: 2 });
  });

  it('takes a new maximum without new artwork: counts past the stored images show the last one', async () => {
    const { dynamicPassId, groupId } = await createLoyalty(h);
    const { customerId, cardId } = await addUser(h, groupId);
    const path = `/api/dynamicPass/template/${dynamicPassId}`;
    const before = structuredClone((await h.call('GET', path)).body);
    const { name: _n, dynamicFields: _f, ...templateData } = before;
    templateData.loyaltyProgressData.stampCounter.maxStampCount = 7;
    expect((await h.call('PUT', path, { body: { templateData } })).status).toBe(200);
    const after = (await h.call('GET', path)).body;
    expect(after.loyaltyProgressData.stampCounter.maxStampCount).toBe(7);
    expect(after.loyaltyProgressData.countBasedImageUrls).toHaveLength(6);
    expect(
      (
        await h.call('PUT', `/api/loyalty-pass/check-in/${customerId}`, {
          body: { updatedCount: 7 },
        })
      ).status,
    ).toBe(200);
    const pass = (await h.call('GET', `/api/card/${cardId}`)).body;
    expect(pass.pass.heroImage).toBe(after.loyaltyProgressData.countBasedImageUrls[5]);
  });
});
