// Check-in over HTTP (spec 4.6): +1, set, reset, notifications, limits and the activity log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogResponse, checkInResponse } from '@shared/api';
import {
  KEY_B,
  addUser,
  createLoyalty,
  createPlain,
  startHarness,
  stampProgram,
  type Harness,
} from './harness';

let h: Harness;
let groupId: string;
beforeAll(async () => {
  h = await startHarness();
  ({ groupId } = await createLoyalty(
    h,
    stampProgram({}, { maxStampCount: 3, initialStampCount: 1 }),
  ));
});
afterAll(() => h.stop());

const checkIn = (customerId: string, body?: unknown, key?: string) =>
  h.call('PUT', `/api/loyalty-pass/check-in/${customerId}`, { body, ...(key ? { key } : {}) });

describe('check-in (4.6)', () => {
  it('adds 1 with no body or a notification-only body, starting from the initial count', async () => {
    const { customerId } = await addUser(h, groupId);
    const first = await checkIn(customerId);
    expect(first.status).toBe(200);
    expect(checkInResponse.parse(first.body)).toMatchObject({ previousCount: 1, updatedCount: 2 });
    const second = await checkIn(customerId, {
      notificationData: { heading: 'Thanks', body: 'One more stamp' },
    });
    expect(second.body).toMatchObject({ previousCount: 2, updatedCount: 3 });
    expect(second.body.message).toMatch(/notification/);
  });

  it('sets the exact count with updatedCount, and resets to the initial count with resetVisits', async () => {
    const { customerId } = await addUser(h, groupId);
    expect((await checkIn(customerId, { updatedCount: 3 })).body).toMatchObject({
      previousCount: 1,
      updatedCount: 3,
    });
    expect((await checkIn(customerId, { updatedCount: 0 })).body).toMatchObject({
      previousCount: 3,
      updatedCount: 0,
    });
    expect((await checkIn(customerId, { resetVisits: true })).body).toMatchObject({
      previousCount: 0,
      updatedCount: 1,
    });
  });

  it('refuses to add to a full card with a message saying it needs a reset', async () => {
    const { customerId } = await addUser(h, groupId);
    await checkIn(customerId, { updatedCount: 3 });
    const full = await checkIn(customerId);
    expect(full.status).toBe(400);
    expect(full.body.error).toMatch(/full.*reset/);
    expect((await checkIn(customerId, { resetVisits: true })).status).toBe(200);
  });

  it('answers 400 for a count that is not a whole number from 0 to the maximum, or with reset in the same body', async () => {
    const { customerId } = await addUser(h, groupId);
    for (const body of [
      { updatedCount: -1 },
      { updatedCount: 1.5 },
      { updatedCount: '2' },
      { updatedCount: 4 },
      { updatedCount: 2, resetVisits: true },
      { resetVisits: 'yes' },
    ]) {
      const answer = await checkIn(customerId, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.success).toBe(false);
    }
    expect(
      (await checkIn(customerId, { updatedCount: 2, resetVisits: false })).body.updatedCount,
    ).toBe(2);
  });

  it("answers 404 for an unknown member, a malformed id, another account's member and a member without a counter", async () => {
    const { customerId } = await addUser(h, groupId);
    expect((await checkIn('d'.repeat(24))).status).toBe(404);
    expect((await checkIn('nope')).status).toBe(404);
    expect((await checkIn(customerId, undefined, KEY_B)).status).toBe(404);
    const plain = await createPlain(h);
    const plainMember = await addUser(h, plain.groupId, { name: 'Plain', tier: 'x' });
    const answer = await checkIn(plainMember.customerId);
    expect(answer.status).toBe(404);
    expect(answer.body.error).toMatch(/no loyalty counter/);
  });

  it('writes one activity-log entry per check-in, a reset logged as a reset, and none for a refusal', async () => {
    const { customerId } = await addUser(h, groupId);
    await checkIn(customerId);
    await checkIn(customerId, { updatedCount: 3 });
    await checkIn(customerId);
    await checkIn(customerId, { resetVisits: true });
    const log = activityLogResponse.parse(
      (await h.call('GET', `/api/activity-log?customerId=${customerId}`)).body,
    );
    expect(log.map((e) => [e.kind, e.previousCount, e.updatedCount])).toEqual([
      ['increment', 1, 2],
      ['set', 2, 3],
      ['reset', 3, 1],
    ]);
    expect(log.every((e) => e.customerId === customerId && !Number.isNaN(Date.parse(e.at)))).toBe(
      true,
    );
    expect(
      (await h.call('GET', `/api/activity-log?customerId=${customerId}`, { key: KEY_B })).status,
    ).toBe(404);
  });

  it('re-renders the pass with the image of the new count', async () => {
    const { customerId, cardId } = await addUser(h, groupId, { name: 'Linus' });
    const template = (await h.call('GET', '/api/dynamicPass/templates')).body.find(
      (t: { template: { loyaltyProgressData?: unknown } }) => t.template.loyaltyProgressData,
    ).template;
    const urls: string[] = template.loyaltyProgressData.countBasedImageUrls;
    await checkIn(customerId);
    const pass = (await h.call('GET', `/api/card/${cardId}`)).body;
    expect(pass.count).toBe(2);
    expect(pass.pass.heroImage).toBe(urls[2]);
    expect(pass.pass.header).toBe('Linus');
    expect(pass.pass.barcodeValue).toBe(customerId);
  });
});
