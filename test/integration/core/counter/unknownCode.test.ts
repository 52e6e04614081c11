// A code that names no member: refused with what to do, and the customer display stops showing
// the member scanned before it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api';
import { refusal, startStation, startWorld, type World } from '../world';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world.close();
});

it('an unknown code is refused and clears the member from the customer display', async () => {
  const { customerId } = await world.call<{ customerId: string }>(
    'POST',
    API_PATHS.addUser(world.groupId),
    { dynamicFields: { name: 'Margaret Before' } },
  );
  const station = await startStation(world);
  try {
    const { handlers } = station.core;
    await handlers['counter.scan']({ text: customerId, source: 'wedge' });
    expect((await handlers['display.current']({})).customer?.firstName).toBe('Margaret');
    const refused = await refusal(handlers['counter.scan']({ text: 'NOBODY-42', source: 'wedge' }));
    expect(refused.kind).toBe('notFound');
    expect((await handlers['display.current']({})).customer).toBeNull();
  } finally {
    await station.close();
  }
});
