// The client's Update User and Delete User against the embedded service over real HTTP: what the
// station will send when a manager edits or erases a member.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWalletApi, type WalletApi } from '../../../src/main/core/api';
import { ApiError } from '../../../src/main/core/api/errors';
import { API_KEY, startWorld, type World } from './world';

let world: World;
let api: WalletApi;

beforeAll(async () => {
  world = await startWorld();
  api = createWalletApi({ baseUrl: world.service.url, apiKey: API_KEY });
});
afterAll(async () => {
  await world?.close();
});

describe("a member's record through the client", () => {
  it('updates the details, then erases the member', async () => {
    const [id] = await world.addMembers(1);
    const customerId = id!;
    const updated = await api.updateUser(
      world.groupId,
      customerId,
      { dynamicFields: { name: 'Grace Hopper' } },
      'edit-grace-1',
    );
    expect(updated.customerId).toBe(customerId);
    const listed = await api.listUsers(world.groupId);
    expect(listed.find((m) => m.customerId === customerId)?.dynamicFields).toEqual({
      name: 'Grace Hopper',
    });

    const erased = await api.deleteUser(world.groupId, customerId, 'erase-grace-1');
    expect(erased).toEqual({ message: 'User deleted', customerId });
    // Resent with the same key (an answer lost on the way), the service answers the same.
    expect(await api.deleteUser(world.groupId, customerId, 'erase-grace-1')).toEqual(erased);
    expect((await api.listUsers(world.groupId)).map((m) => m.customerId)).not.toContain(customerId);
    const again = await api.deleteUser(world.groupId, customerId, 'erase-grace-2').then(
      () => null,
      (e: unknown) => e,
    );
    expect(again).toBeInstanceOf(ApiError);
    expect((again as ApiError).kind).toBe('notFound');
  });
});
