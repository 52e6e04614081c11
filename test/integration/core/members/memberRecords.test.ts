// A member's record changed and erased at the station. A change of details: checked with the
// enrolment form, stored before the answer, found by the new values offline, sent as Update User
// (the pass rendered again), and held behind an enrolment not yet sent. An erasure on request:
// Delete User sent (or no call for a member the service never had), their waiting items
// discarded, and nothing of theirs left in the station's database but an anonymous id: not its
// search, list, journal, visits or freed pages.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS } from '@shared/api';
import { translatorOf } from '@shared/i18n/everyLanguage';
import type { Said } from '@shared/i18n/said';
import { createWalletApi } from '../../../../src/main/core/api';
import {
  addStampProgram,
  API_KEY,
  drained,
  refusal,
  startProgramStation,
  startStation,
  startWorld,
  type World,
} from '../world';

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
    const station = await startProgramStation(world, program);
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
    const station = await startProgramStation(world, program);
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
    const station = await startProgramStation(world, program);
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
      // Each field's problem also as words the page says in its own language, the first as the
      // refusal's own.
      const saids = error.details?.['fieldsSaid'] as Record<string, Said>;
      expect(Object.keys(saids)).toEqual(['name', 'phone']);
      expect(translatorOf('de').say(saids['name']!)).toBe(translatorOf('de').say(error.said!));
      expect(translatorOf('de').say(saids['name']!)).toMatch(/^Name fehlt/);
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

const addMember = (name: string, phone: string) =>
  world.call<{ customerId: string; cardId: string }>('POST', API_PATHS.addUser(program.groupId), {
    dynamicFields: { name, phone },
  });
const page = { sort: 'name', descending: false, offset: 0, limit: 50 } as const;

/** Bytes shown as text, each byte that is not printable ASCII as a dot. */
const printable = (bytes: Buffer) => bytes.toString('latin1').replace(/[^\x20-\x7e]/g, '.');

/**
 * Every byte the station's databases hold on disk, the write-ahead logs included, read now.
 * `where` names the first place a text is found (the file, the byte and the text around it,
 * which tells the table it sits in) or answers null.
 */
function stationBytes(dataDir: string): { where(text: string): string | null } {
  const files = readdirSync(dataDir)
    .filter((name) => /\.sqlite(-wal|-shm)?$/.test(name))
    .map((name) => ({ name, bytes: readFileSync(join(dataDir, name)) }));
  return {
    where: (text) => {
      for (const { name, bytes } of files) {
        const at = bytes.indexOf(text, 0, 'utf8');
        if (at < 0) continue;
        const around = bytes.subarray(Math.max(0, at - 100), at + Buffer.byteLength(text) + 100);
        return `${name}, byte ${at}: ${printable(around)}`;
      }
      return null;
    },
  };
}

describe('erasing a member', () => {
  it('forgets them at once, sends Delete User, and leaves only an anonymous id', async () => {
    const ana = await addMember('Inês Prado', '+442079460444');
    const other = await addMember('Rui Sousa', '+442079460555');
    const station = await startProgramStation(world, program);
    const h = station.core.handlers;
    try {
      await h['members.get']({ customerId: ana.customerId });
      for (let i = 0; i < 2; i++) {
        await h['counter.checkIn']({ customerId: ana.customerId, action: { kind: 'increment' } });
      }
      await h['counter.checkIn']({ customerId: other.customerId, action: { kind: 'increment' } });
      await h['members.update']({
        customerId: ana.customerId,
        fields: { name: 'Inês Quintela', phone: '020 7946 0666' },
      });
      await drained(station.core);
      await h['insights.get']({ period: '30d', account: false });
      const visitsBefore = (await h['insights.get']({ period: '30d', account: false })).station
        ?.visits;
      // Inês's two +1s and Rui's one, on this station.
      expect(visitsBefore).toBe(3);

      const listed = (await h['members.list']({ ...page, query: '' })).total;
      await world.stopService();
      const waiting = await h['counter.checkIn']({
        customerId: ana.customerId,
        action: { kind: 'increment' },
      });
      const erased = await h['members.erase']({ customerId: ana.customerId, confirm: true });
      expect(erased.anonymousId).toMatch(/^erased-[0-9a-f]{12}$/);
      expect(erased.item?.kind).toBe('eraseMember');
      // Their waiting +1 is discarded, journaled without their details.
      const discarded = (await h['queue.list']({ states: ['discarded'], limit: 10 })).items;
      expect(discarded.map((i) => i.id)).toContain(waiting.item.id);

      // Forgotten at once, offline.
      for (const query of ['quintela', 'prado', 'ines', '7946 0666', '7946 0444']) {
        expect((await h['members.search']({ query, limit: 10 })).members, query).toEqual([]);
        expect((await h['members.list']({ ...page, query })).total, query).toBe(0);
      }
      expect((await h['members.list']({ ...page, query: '' })).total).toBe(listed - 1);
      const scanned = await refusal(h['counter.scan']({ text: ana.customerId, source: 'manual' }));
      expect(scanned.kind).toBe('notFound');
      expect(scanned.message).toMatch(/erased/);
      expect((await refusal(h['members.get']({ customerId: ana.customerId }))).kind).toBe(
        'notFound',
      );
      // Their pass id, as the Archive screen takes it, names nobody either.
      expect((await refusal(h['members.get']({ text: ana.cardId }))).message).toMatch(/erased/);

      await world.startServiceAgain();
      await h['sync.now']({});
      await drained(station.core);
      const synced = (await h['queue.list']({ states: ['synced'], limit: 50 })).items;
      const erasure = synced.find((i) => i.id === erased.item!.id)!;
      expect(erasure.state).toBe('synced');
      expect(erasure.customerId).toBe(erased.anonymousId);
      // The service has them no more: Update User answers 404, the list lacks them.
      const gone = await api()
        .updateUser(program.groupId, ana.customerId, { dynamicFields: { name: 'x' } }, 'k-1')
        .then(
          () => null,
          (e: { status?: number }) => e.status,
        );
      expect(gone).toBe(404);
      const onService = (await api().listUsers(program.groupId)).map((m) => m.customerId);
      expect(onService).not.toContain(ana.customerId);
      expect(onService).toContain(other.customerId);
      // A later reading of the list does not bring them back; the counts still add up.
      await h['members.search']({ query: 'rui', limit: 5 });
      expect((await h['members.list']({ ...page, query: '' })).total).toBe(listed - 1);
      expect((await h['insights.get']({ period: '30d', account: false })).station?.visits).toBe(
        visitsBefore,
      );

      const { csv } = await h['journal.exportCsv']({});
      expect(csv).toContain(erased.anonymousId);
      for (const value of ['Inês', 'Prado', 'Quintela', ana.customerId, ana.cardId]) {
        expect(csv, value).not.toContain(value);
      }
      expect(csv).toContain('Rui Sousa');
    } finally {
      await world.startServiceAgain().catch(() => undefined);
      await station.close();
    }
    const bytes = stationBytes(station.dataDir);
    for (const value of [
      'Inês Prado',
      'Quintela',
      'Prado',
      '2079460444',
      '2079460666',
      '7946 0666',
      ana.customerId,
      ana.cardId,
    ]) {
      expect(bytes.where(value), `${value} in the station's files`).toBeNull();
    }
    expect(bytes.where('Rui Sousa')).not.toBeNull();
  });

  it('keeps no id of theirs from a reading of the account’s log answered after it', async () => {
    // Readings of the account's log are answered by the service, then held here until the
    // member is erased: the page names them by the id the service still keeps in its log.
    let logAsked: () => void = () => {};
    const logRead = new Promise<void>((resolve) => (logAsked = resolve));
    let releaseLog: () => void = () => {};
    const logMayArrive = new Promise<void>((resolve) => (releaseLog = resolve));
    const heldFetch: typeof fetch = async (input, init) => {
      const answer = await fetch(input, init);
      if (!String(input).includes(API_PATHS.accountActivity)) return answer;
      // Read whole now, so the request's own time limit cannot cut the held answer short.
      const body = await answer.text();
      logAsked();
      await logMayArrive;
      return new Response(body, { status: answer.status, headers: answer.headers });
    };
    const lia = await addMember('Lia Serrano', '+442079460999');
    const station = await startStation(world, { fetch: heldFetch });
    const h = station.core.handlers;
    try {
      await h['settings.update']({ programId: program.dynamicPassId, phoneCountry: 'GB' });
      await h['members.get']({ customerId: lia.customerId });
      await h['counter.checkIn']({ customerId: lia.customerId, action: { kind: 'increment' } });
      await drained(station.core);
      const insights = h['insights.get']({ period: '30d', account: true });
      await logRead;
      await h['members.erase']({ customerId: lia.customerId, confirm: true });
      releaseLog();
      expect((await insights).accountNote).toBeNull();
      await drained(station.core);
      // Not in the files while the station runs, nor after.
      expect(stationBytes(station.dataDir).where(lia.customerId), 'while running').toBeNull();
    } finally {
      releaseLog();
      await station.close();
    }
    const bytes = stationBytes(station.dataDir);
    for (const value of [lia.customerId, lia.cardId, 'Serrano', '2079460999']) {
      expect(bytes.where(value), `${value} in the station's files`).toBeNull();
    }
  });

  it('discards the enrolment of a member the service never had, and sends nothing', async () => {
    const station = await startProgramStation(world, program);
    const h = station.core.handlers;
    try {
      await world.stopService();
      const enrolled = await h['members.enrol']({ fields: { name: 'Bruno Teles' } });
      const erased = await h['members.erase']({
        customerId: enrolled.member.customerId,
        confirm: true,
      });
      expect(erased.item).toBeNull();
      const discarded = (await h['queue.list']({ states: ['discarded'], limit: 10 })).items;
      expect(discarded.map((i) => i.id)).toEqual([enrolled.item.id]);
      expect(discarded[0]!.summary).not.toContain('Bruno');
      expect((await h['members.search']({ query: 'bruno', limit: 5 })).members).toEqual([]);
      await world.startServiceAgain();
      await drained(station.core);
      const names = (await api().listUsers(program.groupId)).map((m) => m.dynamicFields['name']);
      expect(names).not.toContain('Bruno Teles');
    } finally {
      await world.startServiceAgain().catch(() => undefined);
      await station.close();
    }
    expect(stationBytes(station.dataDir).where('Bruno'), 'Bruno').toBeNull();
  });
});

describe('who may list, edit and erase members', () => {
  it('a cashier lists and edits but may not erase, also at once; a manager erases', async () => {
    const [first, second] = [
      await addMember('Carla Reis', '+442079460777'),
      await addMember('Dora Maia', '+442079460888'),
    ];
    const station = await startProgramStation(world, program);
    const h = station.core.handlers;
    try {
      await h['members.get']({ customerId: first!.customerId });
      const manager = { name: 'Mia', role: 'manager', pin: '1357' } as const;
      await h['staff.add']({ name: 'Olive', role: 'owner', pin: '2468' });
      const { id: managerId } = await h['staff.add'](manager);
      await h['staff.signOut']({});
      const asCashier = await Promise.allSettled([
        h['members.list']({ ...page, query: 'carla' }),
        h['members.update']({ customerId: first!.customerId, fields: { name: 'Carla R. Reis' } }),
        h['members.erase']({ customerId: first!.customerId, confirm: true }),
        h['members.erase']({ customerId: second!.customerId, confirm: true }),
        h['members.list']({ ...page, query: 'dora' }),
      ]);
      expect(asCashier.map((o) => o.status)).toEqual([
        'fulfilled',
        'fulfilled',
        'rejected',
        'rejected',
        'fulfilled',
      ]);
      for (const o of asCashier) {
        if (o.status === 'rejected') expect((o.reason as { kind: string }).kind).toBe('forbidden');
      }
      expect((await h['members.list']({ ...page, query: 'carla' })).total).toBe(1);

      await h['staff.signIn']({ staffId: managerId, pin: manager.pin });
      const asManager = await Promise.all([
        h['members.erase']({ customerId: first!.customerId, confirm: true }),
        h['members.erase']({ customerId: second!.customerId, confirm: true }),
        h['members.list']({ ...page, query: '' }),
      ]);
      expect(asManager[0].anonymousId).not.toBe(asManager[1].anonymousId);
      expect((await h['members.list']({ ...page, query: 'carla dora' })).total).toBe(0);
    } finally {
      await station.close();
    }
  });
});
