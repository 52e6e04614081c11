// members.get with a code as the Archive screen sends it: a pass id the station has read names
// its holder at once, even with the service out of reach.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api';
import { startStation, startWorld, type World } from '../world';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world.close();
});

it('reads a known pass id as its holder, with the service out of reach', async () => {
  const { customerId, cardId } = await world.call<{ customerId: string; cardId: string }>(
    'POST',
    API_PATHS.addUser(world.groupId),
    { dynamicFields: { name: 'Pat Holder' } },
  );
  const station = await startStation(world);
  await station.core.handlers['members.search']({ query: 'pat', limit: 5 });
  await world.stopService();
  try {
    const { member } = await station.core.handlers['members.get']({ text: ` ${cardId} ` });
    expect(member).toMatchObject({ customerId, cardId, name: 'Pat Holder' });
    // Its own id still names the member, as a scanned code does.
    const byId = await station.core.handlers['members.get']({ text: customerId });
    expect(byId.member.cardId).toBe(cardId);
  } finally {
    await world.startServiceAgain();
    await station.close();
  }
});
