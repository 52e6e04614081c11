// Passes, members and credits over HTTP: archive (4.7), Get Pass, Add/List Users, credits (4.8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASS_NOT_FOUND,
  archiveResponse,
  creditsResponse,
  listUsersResponse,
  passResponse,
} from '@shared/api';
import { KEY_B, addUser, createLoyalty, createPlain, startHarness, type Harness } from '../harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({
    accounts: [
      { apiKey: 'key-account-a', freeCredits: 20, premiumCredits: 0 },
      { apiKey: KEY_B, freeCredits: 20, premiumCredits: 0 },
      { apiKey: 'two-credits', freeCredits: 2, premiumCredits: 0 },
      { apiKey: 'premium', freeCredits: 20, premiumCredits: 3 },
    ],
  });
});
afterAll(() => h.stop());

describe('archive (4.7)', () => {
  it('sets stateType EXPIRED and answers the deleteStatus body; a second archive modifies nothing', async () => {
    const { groupId } = await createPlain(h);
    const { cardId } = await addUser(h, groupId, { name: 'Ada', tier: 'gold' });
    const first = await h.call('DELETE', `/api/card/delete/${cardId}`);
    expect(first.status).toBe(200);
    expect(archiveResponse.parse(first.body).deleteStatus).toEqual({
      acknowledged: true,
      modifiedCount: 1,
      upsertedId: null,
      upsertedCount: 0,
      matchedCount: 1,
    });
    const pass = passResponse.parse((await h.call('GET', `/api/card/${cardId}`)).body);
    expect(pass.stateType).toBe('EXPIRED');
    expect(pass.pass.stateType).toBe('EXPIRED');
    expect(
      (await h.call('DELETE', `/api/card/delete/${cardId}`)).body.deleteStatus.modifiedCount,
    ).toBe(0);
    const users = listUsersResponse.parse(
      (await h.call('GET', `/api/group/${groupId}/users`)).body,
    );
    expect(users.find((u) => u.cardId === cardId)!.stateType).toBe('EXPIRED');
  });

  it("answers 400 for a malformed id, 403 for another account's pass, 404 PASS_NOT_FOUND for none", async () => {
    const { groupId } = await createPlain(h);
    const { cardId } = await addUser(h, groupId);
    expect((await h.call('DELETE', '/api/card/delete/12')).status).toBe(400);
    expect((await h.call('DELETE', '/api/card/delete/')).status).toBe(400);
    const forbidden = await h.call('DELETE', `/api/card/delete/${cardId}`, { key: KEY_B });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toMatchObject({ success: false, error: expect.any(String) });
    const missing = await h.call('DELETE', `/api/card/delete/${'e'.repeat(24)}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      success: false,
      error: expect.any(String),
      errorCode: PASS_NOT_FOUND,
    });
    expect((await h.call('GET', `/api/card/${cardId}`)).body.stateType).toBe('ACTIVE');
  });

  it('refuses a check-in on an archived loyalty pass', async () => {
    const { groupId } = await createLoyalty(h);
    const { customerId, cardId } = await addUser(h, groupId);
    await h.call('DELETE', `/api/card/delete/${cardId}`);
    expect((await h.call('PUT', `/api/loyalty-pass/check-in/${customerId}`)).status).toBe(404);
  });
});

describe('members (assumed endpoints)', () => {
  it("Add User issues a pass filled with the member's values; List Users and Get Pass show it", async () => {
    const { dynamicPassId, groupId } = await createPlain(h);
    const answer = await h.call('POST', `/api/group/${groupId}/user`, {
      body: { dynamicFields: { name: 'Grace', tier: 'gold' } },
    });
    expect(answer.status).toBe(201);
    const { customerId, cardId } = answer.body;
    const users = listUsersResponse.parse(
      (await h.call('GET', `/api/group/${groupId}/users`)).body,
    );
    expect(users).toEqual([
      { customerId, cardId, dynamicFields: { name: 'Grace', tier: 'gold' }, stateType: 'ACTIVE' },
    ]);
    const pass = passResponse.parse((await h.call('GET', `/api/card/${cardId}`)).body);
    expect(pass).toMatchObject({ customerId, dynamicPassId, stateType: 'ACTIVE' });
    expect(pass.pass.header).toBe('Grace');
    expect(pass.pass.textModulesData).toEqual([{ id: 'r1start', header: 'Tier', body: 'gold' }]);
    expect(pass.count).toBeUndefined();
  });

  it("answers 404 for another account's or an unknown group or pass, and 400 for a bad body", async () => {
    const { groupId } = await createPlain(h);
    const { cardId } = await addUser(h, groupId);
    expect(
      (
        await h.call('POST', `/api/group/${groupId}/user`, {
          body: { dynamicFields: {} },
          key: KEY_B,
        })
      ).status,
    ).toBe(404);
    expect((await h.call('GET', `/api/group/${groupId}/users`, { key: KEY_B })).status).toBe(404);
    expect((await h.call('GET', `/api/card/${cardId}`, { key: KEY_B })).status).toBe(404);
    expect(
      (await h.call('GET', '/api/groups', { key: KEY_B })).body.some(
        (g: { groupId: string }) => g.groupId === groupId,
      ),
    ).toBe(false);
    expect(
      (await h.call('POST', `/api/group/${groupId}/user`, { body: { dynamicFields: { name: 5 } } }))
        .status,
    ).toBe(400);
    expect(
      (await h.call('POST', `/api/group/${'f'.repeat(24)}/user`, { body: { dynamicFields: {} } }))
        .status,
    ).toBe(404);
  });
});

describe('credits (4.8)', () => {
  it('spends a credit per pass and answers 402 when none is left', async () => {
    const key = 'two-credits';
    const { groupId } = await createPlain(h, undefined, key);
    expect(creditsResponse.parse((await h.call('GET', '/api/getCredits', { key })).body)).toEqual({
      premiumCredits: 0,
      freeCredits: 2,
    });
    await addUser(h, groupId, { name: 'a' }, key);
    await addUser(h, groupId, { name: 'b' }, key);
    const refused = await h.call('POST', `/api/group/${groupId}/user`, {
      body: { dynamicFields: { name: 'c' } },
      key,
    });
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({ success: false, error: expect.any(String) });
    expect((await h.call('GET', '/api/getCredits', { key })).body).toEqual({
      premiumCredits: 0,
      freeCredits: 0,
    });
  });

  it('reports freeCredits 0 for an account with premium credits, also after spending them all', async () => {
    const key = 'premium';
    expect((await h.call('GET', '/api/getCredits', { key })).body).toEqual({
      premiumCredits: 3,
      freeCredits: 0,
    });
    const { groupId } = await createPlain(h, undefined, key);
    for (const name of ['a', 'b', 'c']) await addUser(h, groupId, { name }, key);
    expect((await h.call('GET', '/api/getCredits', { key })).body).toEqual({
      premiumCredits: 0,
      freeCredits: 0,
    });
    expect(
      (await h.call('POST', `/api/group/${groupId}/user`, { body: { dynamicFields: {} }, key }))
        .status,
    ).toBe(402);
  });

  it('answers 401 with the error body for an unknown key', async () => {
    const answer = await h.call('GET', '/api/getCredits', { key: 'who-is-this' });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ success: false, error: expect.any(String) });
  });
});
