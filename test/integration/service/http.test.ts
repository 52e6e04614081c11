// Auth on every endpoint, the HTTP edges (413, malformed JSON), batches and restart persistence.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, batchStatusResponse, isBatchFinished } from '@shared/api';
import { addUser, createLoyalty, createPlain, startHarness, type Harness } from './harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.stop());

const ID = 'a'.repeat(24);
const ENDPOINTS: [string, string][] = [
  ['POST', API_PATHS.createTemplate],
  ['GET', API_PATHS.listTemplates],
  ['GET', API_PATHS.template(ID)],
  ['PUT', API_PATHS.template(ID)],
  ['POST', API_PATHS.createLoyaltyTemplate],
  ['PUT', API_PATHS.checkIn(ID)],
  ['DELETE', API_PATHS.archivePass(ID)],
  ['GET', API_PATHS.credits],
  ['GET', API_PATHS.batchStatus(ID)],
  ['POST', API_PATHS.addUser(ID)],
  ['GET', API_PATHS.listUsers(ID)],
  ['GET', API_PATHS.listGroups],
  ['GET', API_PATHS.pass(ID)],
  ['GET', API_PATHS.activityLog(ID)],
];

describe('authentication (section 5)', () => {
  it('answers 401 with the error body on every endpoint without a key or with an unknown one', async () => {
    for (const [method, path] of ENDPOINTS) {
      for (const key of [null, 'unknown-key', '']) {
        const answer = await h.call(method, path, {
          key,
          body: method === 'GET' || method === 'DELETE' ? undefined : { name: 'x' },
        });
        expect(answer.status, `${method} ${path} key=${key}`).toBe(401);
        expect(answer.body).toMatchObject({ success: false, error: expect.any(String) });
      }
    }
  });
});

describe('HTTP edges', () => {
  it('answers 400 for malformed JSON and 413 for a body over 1 MiB, and keeps serving', async () => {
    const malformed = await h.call('POST', API_PATHS.createTemplate, { raw: '{"name": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ success: false, error: expect.stringMatching(/JSON/) });
    const big = await h.call('POST', API_PATHS.createTemplate, {
      raw: JSON.stringify({ name: 'x', pad: 'p'.repeat(1024 * 1024) }),
    });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ success: false });
    const justUnder = await h.call('POST', API_PATHS.createTemplate, {
      raw: JSON.stringify({
        name: 'x',
        templateData: {},
        dynamicFields: [],
        description: 'd'.repeat(1000 * 1000),
      }),
    });
    expect(justUnder.status).toBe(201);
    expect((await h.call('GET', API_PATHS.credits)).status).toBe(200);
  });

  it('answers 404 with the error body for an unknown endpoint', async () => {
    const answer = await h.call('GET', '/api/nothing-here');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ success: false });
  });

  it('serves count images without a key, and has no control endpoint unless started with control', async () => {
    const { dynamicPassId } = await createLoyalty(h);
    const urls: string[] = (await h.call('GET', API_PATHS.template(dynamicPassId))).body
      .loyaltyProgressData.countBasedImageUrls;
    expect((await fetch(urls[0]!)).status).toBe(200);
    expect((await fetch(`${h.service.url}/images/${ID}.svg`)).status).toBe(404);
    expect((await h.call('GET', '/__control/faults')).status).toBe(404);
  });
});

async function waitForBatch(batchId: string) {
  for (let i = 0; i < 500; i++) {
    const status = batchStatusResponse.parse(
      (await h.call('GET', API_PATHS.batchStatus(batchId))).body,
    );
    if (isBatchFinished(status.status)) return status;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  throw new Error('batch did not finish');
}

describe('background batch (4.4 rule 3)', () => {
  it('re-renders every issued pass, archived ones too, reaching completed with per-customer values kept', async () => {
    const { dynamicPassId, groupId } = await createPlain(h);
    const members = [];
    for (let i = 0; i < 60; i++)
      members.push(await addUser(h, groupId, { name: `M${i}`, tier: `t${i}` }));
    await h.call('DELETE', API_PATHS.archivePass(members[0]!.cardId));
    const update = await h.call('PUT', API_PATHS.template(dynamicPassId), {
      body: { templateData: { header: 'Dear {name}', cardTitle: 'Gym v2' } },
    });
    expect(update.status).toBe(200);
    expect(update.body.passesUpdated).toBe(60);
    const done = await waitForBatch(update.body.batchId);
    expect(done).toEqual({
      batchId: update.body.batchId,
      status: 'completed',
      total: 60,
      processed: 60,
      failed: 0,
    });
    for (const [i, member] of members.entries()) {
      const pass = (await h.call('GET', API_PATHS.pass(member.cardId))).body;
      expect(pass.pass).toMatchObject({
        header: `Dear M${i}`,
        cardTitle: 'Gym v2',
        textModulesData: [{ id: 'r1start', header: 'Tier', body: `t${i}` }],
      });
    }
    const users = (await h.call('GET', API_PATHS.listUsers(groupId))).body;
    expect(users.map((u: { dynamicFields: unknown }) => u.dynamicFields)).toEqual(
      members.map((_, i) => ({ name: `M${i}`, tier: `t${i}` })),
    );
  });

  it("answers 404 for another account's or an unknown batch", async () => {
    const { dynamicPassId, groupId } = await createPlain(h);
    await addUser(h, groupId);
    const { batchId } = (
      await h.call('PUT', API_PATHS.template(dynamicPassId), { body: { name: 'v2' } })
    ).body;
    expect(
      (await h.call('GET', API_PATHS.batchStatus(batchId), { key: 'key-account-b' })).status,
    ).toBe(404);
    expect((await h.call('GET', API_PATHS.batchStatus(ID))).status).toBe(404);
  });
});

describe('restart persistence', () => {
  it('keeps templates, members, counts, credits, logs, images and unfinished batches across a restart', async () => {
    const loyal = await createLoyalty(h);
    const { customerId, cardId } = await addUser(h, loyal.groupId, { name: 'Persistent' });
    await h.call('PUT', API_PATHS.checkIn(customerId));
    const credits = (await h.call('GET', API_PATHS.credits)).body;
    const template = (await h.call('GET', API_PATHS.template(loyal.dynamicPassId))).body;
    await h.restart({ batchStepMs: 60_000 });
    const { dynamicPassId, groupId } = await createPlain(h);
    await addUser(h, groupId, { name: 'Later', tier: 'x' });
    const { batchId } = (
      await h.call('PUT', API_PATHS.template(dynamicPassId), {
        body: { templateData: { cardTitle: 'After restart' } },
      })
    ).body;
    expect((await h.call('GET', API_PATHS.batchStatus(batchId))).body.status).toBe('queued');
    await h.restart();
    expect((await h.call('GET', API_PATHS.credits)).body).toEqual({
      ...credits,
      premiumCredits: credits.premiumCredits - 1,
    });
    const after = (await h.call('GET', API_PATHS.template(loyal.dynamicPassId))).body;
    expect(
      after.loyaltyProgressData.countBasedImageUrls.map((u: string) => new URL(u).pathname),
    ).toEqual(
      template.loyaltyProgressData.countBasedImageUrls.map((u: string) => new URL(u).pathname),
    );
    expect((await fetch(after.loyaltyProgressData.countBasedImageUrls[1])).status).toBe(200);
    expect((await h.call('GET', API_PATHS.pass(cardId))).body.count).toBe(1);
    expect((await h.call('PUT', API_PATHS.checkIn(customerId))).body).toMatchObject({
      previousCount: 1,
      updatedCount: 2,
    });
    expect((await h.call('GET', API_PATHS.activityLog(customerId))).body).toHaveLength(2);
    expect((await waitForBatch(batchId)).status).toBe('completed');
  });
});
