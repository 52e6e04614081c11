// Update User and Delete User (assumed shapes, src/service/README.md): a member's values changed
// and their pass rendered again; a member erased on request, their account's figures kept.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  API_PATHS,
  IDEMPOTENCY_KEY_HEADER,
  deleteUserResponse,
  listUsersResponse,
  passResponse,
  updateUserResponse,
} from '@shared/api';
import {
  addUser,
  createLoyalty,
  KEY_B,
  startHarness,
  stampProgram,
  type Harness,
} from '../harness';

let h: Harness;
let program: { dynamicPassId: string; groupId: string };

beforeEach(async () => {
  h = await startHarness();
  program = await createLoyalty(
    h,
    stampProgram({ header: '{name}', accessCode: '{pin}', dynamicFields: ['name', 'pin'] }),
  );
});
afterEach(async () => {
  await h.stop();
});

const update = (customerId: string, fields: Record<string, string>, key?: string) =>
  h.call('PUT', API_PATHS.user(program.groupId, customerId), {
    body: { dynamicFields: fields },
    ...(key ? { key } : {}),
  });

describe('Update User', () => {
  it("replaces the member's values and renders their pass again", async () => {
    const ada = await addUser(h, program.groupId, { name: 'Ada', pin: '1234' });
    const answer = await update(ada.customerId, { name: 'Ada Lovelace', pin: '9876' });
    expect(answer.status).toBe(200);
    expect(updateUserResponse.parse(answer.body)).toEqual(ada);

    const listed = listUsersResponse.parse(
      (await h.call('GET', API_PATHS.listUsers(program.groupId))).body,
    );
    expect(listed.find((m) => m.customerId === ada.customerId)?.dynamicFields).toEqual({
      name: 'Ada Lovelace',
      pin: '9876',
    });
    const pass = passResponse.parse((await h.call('GET', API_PATHS.pass(ada.cardId))).body);
    expect(pass.pass.header).toBe('Ada Lovelace');
    // The card page now asks for the new code.
    const page = await h.call('POST', `/card/${ada.cardId}`, {
      key: null,
      raw: 'code=9876',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(page.status).toBe(200);
  });

  it('refuses bad values as Add User does, changing nothing', async () => {
    const ada = await addUser(h, program.groupId, { name: 'Ada', pin: '1234' });
    const tooLong = await update(ada.customerId, { name: 'Ada', pin: '12345678901' });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toMatch(/dynamicFields\.pin is the access code/);
    const notText = await h.call('PUT', API_PATHS.user(program.groupId, ada.customerId), {
      body: { dynamicFields: { name: 7 } },
    });
    expect(notText.status).toBe(400);
    const pass = passResponse.parse((await h.call('GET', API_PATHS.pass(ada.cardId))).body);
    expect(pass.pass.header).toBe('Ada');
  });

  it('answers 404 for a member of another group or account, and for nobody', async () => {
    const ada = await addUser(h, program.groupId, { name: 'Ada', pin: '1' });
    const other = await createLoyalty(h, stampProgram(), KEY_B);
    const bo = await addUser(h, other.groupId, { name: 'Bo' }, KEY_B);
    expect((await update(bo.customerId, { name: 'Taken' })).status).toBe(404);
    expect((await update('a'.repeat(24), { name: 'Nobody' })).status).toBe(404);
    const wrongGroup = await h.call('PUT', API_PATHS.user(other.groupId, ada.customerId), {
      body: { dynamicFields: { name: 'Moved' } },
    });
    expect(wrongGroup.status).toBe(404);
  });

  it('answers a resend with the same Idempotency-Key once', async () => {
    const ada = await addUser(h, program.groupId, { name: 'Ada', pin: '1' });
    const send = (name: string) =>
      h.call('PUT', API_PATHS.user(program.groupId, ada.customerId), {
        body: { dynamicFields: { name, pin: '1' } },
        headers: { [IDEMPOTENCY_KEY_HEADER]: 'edit-1' },
      });
    expect((await send('Ada L')).status).toBe(200);
    expect((await send('Ada L')).status).toBe(200);
    expect((await send('Someone else')).status).toBe(422);
  });
});

describe('Delete User', () => {
  it('erases the member: gone from the list, the pass, check-in and the card page', async () => {
    const ada = await addUser(h, program.groupId, { name: 'Ada', pin: '1234' });
    const bo = await addUser(h, program.groupId, { name: 'Bo', pin: '1' });
    expect((await h.call('PUT', API_PATHS.checkIn(ada.customerId))).status).toBe(200);

    const answer = await h.call('DELETE', API_PATHS.user(program.groupId, ada.customerId));
    expect(answer.status).toBe(200);
    expect(deleteUserResponse.parse(answer.body)).toEqual({
      message: 'User deleted',
      customerId: ada.customerId,
    });

    const listed = listUsersResponse.parse(
      (await h.call('GET', API_PATHS.listUsers(program.groupId))).body,
    );
    expect(listed.map((m) => m.customerId)).toEqual([bo.customerId]);
    expect((await h.call('GET', API_PATHS.pass(ada.cardId))).status).toBe(404);
    expect((await h.call('PUT', API_PATHS.checkIn(ada.customerId))).status).toBe(404);
    expect((await h.call('GET', `/card/${ada.cardId}`, { key: null })).status).toBe(404);
    expect((await update(ada.customerId, { name: 'Back' })).status).toBe(404);
    expect((await h.call('DELETE', API_PATHS.user(program.groupId, ada.customerId))).status).toBe(
      404,
    );
  });

  it("keeps the account's figures: the visit stays in the log under the bare id", async () => {
    const ada = await addUser(h, program.groupId, { name: 'Ada', pin: '1' });
    await h.call('PUT', API_PATHS.checkIn(ada.customerId), {
      body: { notificationData: { heading: 'Hi Ada', body: 'One more stamp, Ada' } },
    });
    const before = (await h.call('GET', API_PATHS.accountActivity)).body as { entries: unknown[] };
    await h.call('DELETE', API_PATHS.user(program.groupId, ada.customerId));
    const after = (await h.call('GET', API_PATHS.accountActivity)).body as { entries: unknown[] };
    expect(after.entries).toEqual(before.entries);
    const log = await h.call('GET', API_PATHS.activityLog(ada.customerId));
    expect(JSON.stringify(log.body)).not.toContain('Ada');
  });

  it("leaves another account's member alone", async () => {
    const other = await createLoyalty(h, stampProgram(), KEY_B);
    const bo = await addUser(h, other.groupId, { name: 'Bo' }, KEY_B);
    const answer = await h.call('DELETE', API_PATHS.user(other.groupId, bo.customerId));
    expect(answer.status).toBe(404);
    const listed = listUsersResponse.parse(
      (await h.call('GET', API_PATHS.listUsers(other.groupId), { key: KEY_B })).body,
    );
    expect(listed.map((m) => m.customerId)).toEqual([bo.customerId]);
  });
});
