// Rate limits over HTTP: one budget per key shared by loyalty create and check-in (section 8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api';
import {
  KEY_A,
  KEY_B,
  addUser,
  createLoyalty,
  startHarness,
  stampProgram,
  type Harness,
} from '../harness';

let h: Harness;
let customerId: string;
let groupId: string;
beforeAll(async () => {
  h = await startHarness();
  ({ groupId } = await createLoyalty(h));
  ({ customerId } = await addUser(h, groupId));
  await h.restart({ rateLimit: { max: 2, windowSeconds: 1 } });
});
afterAll(() => h.stop());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const checkIn = (key = KEY_A) =>
  h.call('PUT', API_PATHS.checkIn(customerId), { body: { updatedCount: 1 }, key });

describe('rate limit', () => {
  it('answers 429 with Retry-After once the shared budget is spent; refused requests do not count', async () => {
    expect(
      (await h.call('POST', API_PATHS.createLoyaltyTemplate, { body: stampProgram() })).status,
    ).toBe(201);
    expect((await checkIn()).status).toBe(200);
    // Both accepted requests were counted by now: the window frees them by acceptedBy + 1 s.
    const acceptedBy = Date.now();
    const refused = await checkIn();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(refused.body).toMatchObject({ success: false, errorCode: 'RATE_LIMITED' });
    expect(
      (await h.call('POST', API_PATHS.createLoyaltyTemplate, { body: stampProgram() })).status,
    ).toBe(429);
    // Other endpoints and other keys are not limited.
    expect((await h.call('GET', API_PATHS.listGroups)).status).toBe(200);
    expect((await h.call('GET', API_PATHS.credits, { key: KEY_B })).status).toBe(200);
    // Refusals made late in the window must not push it on: once the accepted two age out, it opens.
    await sleep(Math.max(0, acceptedBy + 300 - Date.now()));
    expect((await checkIn()).status).toBe(429);
    expect((await checkIn()).status).toBe(429);
    await sleep(Math.max(0, acceptedBy + 1050 - Date.now()));
    expect((await checkIn()).status).toBe(200);
    expect((await checkIn()).status).toBe(200);
    expect((await checkIn()).status).toBe(429);
  });

  it('keeps one budget per key: another key is served while this one is spent', async () => {
    expect((await checkIn()).status).toBe(429);
    const other = await h.call('PUT', API_PATHS.checkIn(customerId), { key: KEY_B });
    expect(other.status).toBe(404);
  });
});
