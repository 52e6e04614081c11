// A member's access code (the field a program's `accessCode: "{pin}"` reads) opens their card
// page: the station sends it to the service once, and neither shows it nor makes it searchable.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, LOYALTY_CARD_SUBTYPE } from '@shared/api';
import type { Core } from '../../../src/main/core';
import { drained, startStation, startWorld, until, type World } from './world';

const PIN = '482916';

let world: World;
let groupId: string;
let programId: string;
beforeAll(async () => {
  world = await startWorld();
  ({ dynamicPassId: programId } = await world.call<{ dynamicPassId: string }>(
    'POST',
    API_PATHS.createLoyaltyTemplate,
    {
      name: 'Locked card',
      cardTitle: 'Locked card',
      barcodeValue: '{customerId}',
      accessCode: '{pin}',
      dynamicFields: ['name', 'pin'],
      cardSubType: LOYALTY_CARD_SUBTYPE,
      loyaltyProgressData: {
        loyaltyType: 'STAMP',
        stampCounter: {
          maxStampCount: 8,
          stampIconName: 'coffeeIcon2',
          stampBannerBgColor: '#3b2a1a',
          stampBannerIconBgColor: '#f5e6d3',
        },
      },
    },
  ));
  const groups = await world.call<{ groupId: string; dynamicPassId: string }[]>(
    'GET',
    API_PATHS.listGroups,
  );
  groupId = groups.find((g) => g.dynamicPassId === programId)!.groupId;
  await world.call('POST', API_PATHS.addUser(groupId), {
    dynamicFields: { name: 'Listed Person', pin: PIN },
  });
});
afterAll(() => world.close());

const search = async (core: Core, query: string) =>
  (await core.handlers['members.search']({ query, limit: 10 })).members;

describe("a member's access code", () => {
  it('is kept out of the search index and of every member view the renderer gets', async () => {
    const station = await startStation(world);
    const { core } = station;
    await core.handlers['settings.update']({ programId });
    const [listed] = await until(async () => {
      const found = await search(core, 'Listed');
      return found.length ? found : null;
    }, 'the member list to be read');
    expect(listed!.fields).toEqual({ name: 'Listed Person' });
    expect(await search(core, PIN)).toEqual([]);
    expect(await search(core, PIN.slice(2))).toEqual([]);
    const { member } = await core.handlers['members.get']({ customerId: listed!.customerId });
    expect(JSON.stringify(member)).not.toContain(PIN);
    const view = await core.handlers['counter.member']({ customerId: listed!.customerId });
    expect(JSON.stringify(view)).not.toContain(PIN);

    // Enrolled here: the code goes to the service, and nowhere the page or a search can read.
    const { member: enrolled } = await core.handlers['members.enrol']({
      fields: { name: 'New Person', pin: '7071' },
    });
    expect(enrolled.fields).toEqual({ name: 'New Person' });
    expect(await search(core, '7071')).toEqual([]);
    await drained(core);
    const onService = await world.call<{ dynamicFields: Record<string, string> }[]>(
      'GET',
      API_PATHS.listUsers(groupId),
    );
    expect(onService.map((u) => u.dynamicFields.pin).sort()).toEqual([PIN, '7071']);
    const [issued] = await search(core, 'New Person');
    expect(issued!.customerId).toMatch(/^[0-9a-f]{24}$/);
    expect(JSON.stringify(issued)).not.toContain('7071');
    await station.close();
  });
});
