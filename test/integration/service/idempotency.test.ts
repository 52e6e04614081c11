// Idempotency-Key over HTTP: the same key from the same account gets the first answer again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api';
import {
  KEY_B,
  addUser,
  createLoyalty,
  createPlain,
  plainTemplate,
  startHarness,
  type Harness,
} from './harness';

let h: Harness;
let groupId: string;
beforeAll(async () => {
  h = await startHarness({ control: true });
  ({ groupId } = await createLoyalty(h));
});
afterAll(() => h.stop());

const withKey = (key: string) => ({ 'Idempotency-Key': key });
const countOf = async (cardId: string) =>
  (await h.call('GET', API_PATHS.pass(cardId))).body.count as number;

describe('Idempotency-Key', () => {
  it('answers a repeated check-in with the first answer and counts it once', async () => {
    const { customerId, cardId } = await addUser(h, groupId);
    const first = await h.call('PUT', API_PATHS.checkIn(customerId), {
      headers: withKey('visit-1'),
    });
    const again = await h.call('PUT', API_PATHS.checkIn(customerId), {
      headers: withKey('visit-1'),
    });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await countOf(cardId)).toBe(1);
    expect((await h.call('GET', API_PATHS.activityLog(customerId))).body).toHaveLength(1);
    const next = await h.call('PUT', API_PATHS.checkIn(customerId), {
      headers: withKey('visit-2'),
    });
    expect(next.body).toMatchObject({ previousCount: 1, updatedCount: 2 });
  });

  it('creates a template once for a repeated key, with the same ids in both answers', async () => {
    const before = (await h.call('GET', API_PATHS.listTemplates)).body.length;
    const first = await h.call('POST', API_PATHS.createTemplate, {
      body: plainTemplate(),
      headers: withKey('create-1'),
    });
    const again = await h.call('POST', API_PATHS.createTemplate, {
      body: plainTemplate(),
      headers: withKey('create-1'),
    });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect((await h.call('GET', API_PATHS.listTemplates)).body.length).toBe(before + 1);
  });

  it('refuses a key reused with a different body with 422, changing nothing', async () => {
    const { customerId, cardId } = await addUser(h, groupId);
    await h.call('PUT', API_PATHS.checkIn(customerId), {
      body: { updatedCount: 2 },
      headers: withKey('reuse'),
    });
    const reused = await h.call('PUT', API_PATHS.checkIn(customerId), {
      body: { updatedCount: 4 },
      headers: withKey('reuse'),
    });
    expect(reused.status).toBe(422);
    expect(reused.body).toMatchObject({ success: false, errorCode: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await countOf(cardId)).toBe(2);
  });

  it('keeps keys per account', async () => {
    const mine = await createPlain(h);
    const theirs = await h.call('POST', API_PATHS.createTemplate, {
      body: plainTemplate(),
      key: KEY_B,
      headers: withKey('shared-key'),
    });
    const again = await h.call('POST', API_PATHS.createTemplate, {
      body: plainTemplate(),
      headers: withKey('shared-key'),
    });
    expect(again.status).toBe(201);
    expect(again.body.dynamicPassId).not.toBe(theirs.body.dynamicPassId);
    expect(mine.dynamicPassId).not.toBe(again.body.dynamicPassId);
  });

  it('records no refusal: a key first used with a bad body can carry the corrected one', async () => {
    const { customerId, cardId } = await addUser(h, groupId);
    const bad = await h.call('PUT', API_PATHS.checkIn(customerId), {
      body: { updatedCount: -3 },
      headers: withKey('fix-me'),
    });
    expect(bad.status).toBe(400);
    const good = await h.call('PUT', API_PATHS.checkIn(customerId), {
      body: { updatedCount: 3 },
      headers: withKey('fix-me'),
    });
    expect(good.status).toBe(200);
    expect(await countOf(cardId)).toBe(3);
  });

  it('answers a retry after an answer lost in transit (apply, then drop) with the first answer', async () => {
    const { customerId, cardId } = await addUser(h, groupId);
    h.service.faults.set({ sequence: ['applyThenDrop'] });
    await expect(
      h.call('PUT', API_PATHS.checkIn(customerId), { headers: withKey('lost-1') }),
    ).rejects.toThrow();
    expect(await countOf(cardId)).toBe(1);
    const retry = await h.call('PUT', API_PATHS.checkIn(customerId), {
      headers: withKey('lost-1'),
    });
    expect(retry.body).toMatchObject({ previousCount: 0, updatedCount: 1 });
    expect(await countOf(cardId)).toBe(1);
  });

  it('remembers keys across a restart', async () => {
    const { customerId, cardId } = await addUser(h, groupId);
    const first = await h.call('PUT', API_PATHS.checkIn(customerId), {
      headers: withKey('durable'),
    });
    await h.restart({ control: true });
    const again = await h.call('PUT', API_PATHS.checkIn(customerId), {
      headers: withKey('durable'),
    });
    expect(again.body).toEqual(first.body);
    expect(await countOf(cardId)).toBe(1);
  });

  it('is ignored when the service is set to behave like one that ignores the key', async () => {
    const { customerId, cardId } = await addUser(h, groupId);
    h.service.faults.set({ ignoreIdempotencyKey: true });
    await h.call('PUT', API_PATHS.checkIn(customerId), { headers: withKey('ignored') });
    const again = await h.call('PUT', API_PATHS.checkIn(customerId), {
      headers: withKey('ignored'),
    });
    h.service.faults.set({});
    expect(again.body).toMatchObject({ previousCount: 1, updatedCount: 2 });
    expect(await countOf(cardId)).toBe(2);
  });

  it('refuses an over-long key with 400', async () => {
    const answer = await h.call('POST', API_PATHS.createTemplate, {
      body: plainTemplate(),
      headers: withKey('k'.repeat(256)),
    });
    expect(answer.status).toBe(400);
  });
});
