// A member's details changed at the station: checked with the enrolment form, stored before the
// answer, found by the new values offline, sent as Update User (the pass rendered again), and
// held behind an enrolment not yet sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api';
import {
  addStampProgram,
  API_KEY,
  drained,
  refusal,
  startStation,
  startWorld,
  type Station,
  type World,
} from './world';
import { createWalletApi } from '../../../src/main/core/api';

let world: World;
let program: { dynamicPassId: string; groupId: string };

beforeAll(async () => {
  world = await startWorld();
  program = await addStampProgram(world, {
    name: 'Tea card',
    header: '{name}',
    dynamicFields: ['name', 'phone'],
  });
});
afterAll(async () => {
  await world?.close();
});

async function teaStation(): Promise<Station> {
  const station = await startStation(world);
  await station.core.handlers['settings.update']({
    programId: program.dynamicPassId,
    phoneCountry: 'GB',
  });
  return station;
}

const api = () => createWalletApi({ baseUrl: world.service.url, apiKey: API_KEY });
const serviceMember = async (customerId: string) =>
  (await api().listUsers(program.groupId)).find((m) => m.customerId === customerId);

describe("changing a member's details", () => {
  it('is stored offline, found by the new name at once, then sent and the pass drawn again', async () => {
    const added = await world.call<{ customerId: string; cardId: string }>(
      'POST',
      API_PATHS.addUser(program.groupId),
      { dynamicFields: { name: 'Ana Lima', phone: '+442079460111' } },
    );
    const station = await teaStation();
    try {
      const h = station.core.handlers;
      await h['members.get']({ customerId: added.customerId });
      await world.stopService();
      const { member, item } = await h['members.update']({
        customerId: added.customerId,
        fields: { name: 'Ana Souza', phone: '020 7946 0222' },
      });
      expect(item.kind).toBe('updateMember');
      expect(item.state).toBe('pending');
      expect(item.summary).toBe('Details of Ana Souza');
      // Read the way the counter's form writes them: the phone in E.164.
      expect(member.fields).toEqual({ name: 'Ana Souza', phone: '+442079460222' });
      const found = await h['members.search']({ query: 'souza', limit: 5 });
      expect(found.members.map((m) => m.customerId)).toEqual([added.customerId]);
      expect((await h['members.search']({ query: 'lima', limit: 5 })).members).toEqual([]);
      expect(
        (
          await h['members.list']({
            query: '7946 0222',
            sort: 'name',
            descending: false,
            offset: 0,
            limit: 10,
          })
        ).total,
      ).toBe(1);

      await world.startServiceAgain();
      await h['sync.now']({});
      await drained(station.core);
      const [synced] = (await h['queue.list']({ states: ['synced'], limit: 5 })).items.filter(
        (i) => i.id === item.id,
      );
      expect(synced?.state).toBe('synced');
      expect((await serviceMember(added.customerId))?.dynamicFields).toEqual({
        name: 'Ana Souza',
        phone: '+442079460222',
      });
      const pass = await api().getPass(added.cardId);
      expect(pass.pass.header).toBe('Ana Souza');
    } finally {
      await world.startServiceAgain().catch(() => undefined);
      await station.close();
    }
  });

  it('waits behind the enrolment of a member enrolled here, then goes under their new id', async () => {
    const station = await teaStation();
    try {
      const h = station.core.handlers;
      await world.stopService();
      const enrolled = await h['members.enrol']({ fields: { name: 'Bea Costa' } });
      const local = enrolled.member.customerId;
      expect(local).toMatch(/^local:/);
      const { item } = await h['members.update']({
        customerId: local,
        fields: { name: 'Beatriz Costa', phone: '+442079460333' },
      });
      const waiting = (await h['queue.list']({ states: ['pending'], limit: 10 })).items;
      // In the member's lane, behind the enrolment that heads it.
      expect(waiting.map((i) => [i.kind, i.customerId])).toEqual([
        ['updateMember', local],
        ['enrol', local],
      ]);

      await world.startServiceAgain();
      await h['sync.now']({});
      await drained(station.core);
      const states = (await h['queue.list']({ states: ['synced'], limit: 10 })).items;
      const update = states.find((i) => i.id === item.id)!;
      expect(update.state).toBe('synced');
      expect(update.customerId).not.toMatch(/^local:/);
      const onService = await serviceMember(update.customerId!);
      expect(onService?.dynamicFields).toEqual({ name: 'Beatriz Costa', phone: '+442079460333' });
      const named = (await api().listUsers(program.groupId)).filter((m) =>
        m.dynamicFields['name']?.endsWith('Costa'),
      );
      expect(named).toHaveLength(1);
    } finally {
      await world.startServiceAgain().catch(() => undefined);
      await station.close();
    }
  });

  it('refuses values the enrolment form refuses, naming the field, and stores nothing', async () => {
    const station = await teaStation();
    try {
      const h = station.core.handlers;
      const { member } = await h['members.enrol']({ fields: { name: 'Cy Dias' } });
      const before = (await h['sync.status']({})).pending;
      const error = await refusal(
        h['members.update']({
          customerId: member.customerId,
          fields: { name: '', phone: 'call me' },
        }),
      );
      expect(error.kind).toBe('invalid');
      expect(error.message).toMatch(/Name is needed/);
      expect(Object.keys(error.details?.['fields'] as object)).toEqual(['name', 'phone']);
      expect((await h['sync.status']({})).pending).toBe(before);
      const unknown = await refusal(
        h['members.update']({ customerId: 'f'.repeat(24), fields: { name: 'Nobody' } }),
      );
      expect(unknown.kind).toBe('notFound');
    } finally {
      await station.close();
    }
  });
});
