// The station as the screens see it: every channel answers, training mode keeps its own queue,
// the counter's undo and full-card rules, offline hints, and the API key never leaves main.
import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHANNELS, EVENT_NAMES, type Channel } from '@shared/ipc/contract';
import { dispatch } from '@shared/ipc/dispatch';
import { createCore, MemoryKeyVault, type Core } from '../../../src/main/core';
import {
  API_KEY,
  drained,
  FAST_CORE,
  MAX_STAMPS,
  startStation,
  startWorld,
  until,
  type World,
} from './world';

let live: World;
let training: World;
beforeAll(async () => {
  [live, training] = await Promise.all([startWorld(), startWorld()]);
});
afterAll(async () => {
  await Promise.all([live.close(), training.close()]);
});

async function trainingCore(): Promise<Core> {
  return createCore({
    dataDir: mkdtempSync(join(live.dir, 'training-station-')),
    keyVault: new MemoryKeyVault(null),
    training: { serviceUrl: training.service.url, apiKey: API_KEY },
    ...FAST_CORE,
  });
}

describe('every channel', () => {
  it('answers each request of the contract, and no answer or event carries the key', async () => {
    const station = await startStation(live);
    const seen: unknown[] = [];
    for (const name of EVENT_NAMES) station.core.events.on(name, (payload) => seen.push(payload));
    const [member] = await live.addMembers(1);
    const { item } = await station.core.handlers['counter.checkIn']({
      customerId: member!,
      action: { kind: 'increment' },
    });
    await drained(station.core);
    const draft = await station.core.handlers['drafts.start']({ kind: 'dynamic' });
    const sample: Record<Channel, unknown> = {
      'app.info': {},
      'settings.get': {},
      'settings.update': { stationName: 'Till 3' },
      'settings.setApiKey': { apiKey: API_KEY },
      'settings.clearApiKey': {},
      'settings.testConnection': {},
      'sync.status': {},
      'sync.now': {},
      'counter.program': {},
      'counter.scan': { text: ` ${member} `, source: 'wedge' },
      'counter.member': { customerId: member },
      'counter.checkIn': { customerId: member, action: { kind: 'increment' } },
      'counter.undo': { itemId: item.id, customerId: member },
      'members.search': { query: 'a' },
      'members.get': { text: ` ${member} ` },
      'members.history': { customerId: member },
      'members.enrol': { fields: { name: 'Ada Lovelace' } },
      'members.importCheck': { csv: 'Name,Stamps\nGrace Hopper,2\n' },
      'members.import': {
        csv: 'Name,Stamps\nGrace Hopper,2\n',
        mapping: { fields: { name: 'Name' }, count: 'Stamps' },
      },
      'members.exportCsv': {},
      'members.list': { query: 'a', sort: 'count', descending: true },
      'members.update': { customerId: member, fields: { name: 'Ada Lovelace' } },
      'members.erase': { customerId: 'e'.repeat(24), confirm: true },
      'queue.list': { states: ['synced'] },
      'queue.retry': { itemId: item.id },
      'queue.discard': { itemId: item.id },
      'queue.correct': { itemId: item.id },
      'journal.list': {},
      'journal.exportCsv': {},
      'templates.list': { refresh: true },
      'templates.get': { dynamicPassId: live.programId },
      'templates.create': { body: { name: 'T', templateData: {}, dynamicFields: [] } },
      'loyalty.create': {
        body: {
          name: 'L',
          cardSubType: 'dynamic_loyalty_stamp_card',
          loyaltyProgressData: {
            loyaltyType: 'TEXT',
            textCounter: {
              maxProgress: 5,
              textCounterFormat: '{current}/{max}',
              textColor: '#000000',
              textBackgroundColor: '#ffffff',
            },
          },
        },
      },
      'drafts.list': {},
      'drafts.start': { kind: 'loyalty' },
      'drafts.save': { id: draft.id, name: 'Renamed', data: { templateData: {} } },
      'drafts.discard': { id: draft.id },
      'drafts.publish': { id: 'no-such-draft' },
      'batches.get': { batchId: 'b'.repeat(24) },
      'passes.archive': { cardId: 'c'.repeat(24) },
      'credits.get': { refresh: true },
      'insights.get': { period: '30d' },
      'images.get': { url: 'http://127.0.0.1:9/stamp.png' },
      'display.current': {},
      'display.link': {},
      'staff.session': {},
      'staff.signIn': { staffId: '00000000-0000-4000-8000-000000000000', pin: '0000' },
      'staff.signOut': {},
      'staff.changeOwnPin': { pin: '0000', newPin: '13579246' },
      'staff.list': {},
      'staff.add': { name: 'Ada', role: 'cashier', pin: '1234' },
      'staff.update': { id: '00000000-0000-4000-8000-000000000000', name: 'Ada' },
      'staff.remove': { id: '00000000-0000-4000-8000-000000000000' },
      'staff.issueBadge': { id: '00000000-0000-4000-8000-000000000000' },
      'staff.clearBadge': { id: '00000000-0000-4000-8000-000000000000' },
      'staff.setPolicy': { idleMinutes: 10, anyCashier: true },
      'training.practiseOffline': { on: false },
      'store.status': {},
      'store.invite': {},
      'store.join': { address: '127.0.0.1:9', code: '0000-0000-0000' },
      'store.forget': { stationId: '00000000-0000-4000-8000-000000000000' },
      'store.setSharing': { on: true },
      'store.conflicts': {},
      'store.resolveConflict': {
        conflictId: '00000000-0000-4000-8000-000000000000',
        outcome: 'keepBoth',
        reason: 'test',
      },
      'flags.list': {},
      'flags.count': {},
      'flags.visits': { customerId: member },
      'flags.dismiss': { flagId: 'no-such-flag', reason: 'test' },
      'flags.note': { flagId: 'no-such-flag', reason: 'test' },
      'flags.correct': { flagId: 'no-such-flag', count: 1, reason: 'test' },
      'flags.summary': {},
      'flags.exportCsv': {},
    };
    const internal: string[] = [];
    // The table a host registers, as the shell and the web host take it from the core.
    const handlers = station.core.handlers;
    for (const channel of CHANNELS) {
      const answer = await dispatch(handlers, channel, sample[channel], (e) =>
        internal.push(`${channel}: ${String(e)}`),
      );
      seen.push(answer);
      if (!answer.ok) expect(answer.error.kind, channel).not.toBe('internal');
    }
    expect(internal).toEqual([]);
    // The sample cleared the key (training mode without a training service): set it again.
    await station.core.handlers['settings.setApiKey']({ apiKey: API_KEY });
    await drained(station.core);
    seen.push(await station.core.handlers['journal.exportCsv']({}));
    expect(JSON.stringify(seen)).not.toContain(API_KEY);
    await station.close();
  });
});

describe('training mode', () => {
  it('runs against the embedded service while no key is set, and never sends its queue to the live service', async () => {
    const core = await trainingCore();
    try {
      expect((await core.handlers['app.info']({})).trainingMode).toBe(true);
      expect((await core.handlers['settings.get']({})).apiKey).toEqual({
        set: false,
        endsWith: null,
      });
      await core.handlers['settings.update']({
        serviceUrl: live.service.url,
        programId: training.programId,
      });
      const [trainee] = await training.addMembers(1);
      await training.stopService();
      await core.handlers['counter.checkIn']({
        customerId: trainee!,
        action: { kind: 'increment' },
      });
      const waiting = await until(async () => {
        const s = await core.handlers['sync.status']({});
        return s.pending === 1 && s.sending === 0 && s.lastError ? s : null;
      }, 'the check-in to wait for the line');
      expect(waiting.online).toBe(false);

      const { settings, check } = await core.handlers['settings.setApiKey']({ apiKey: API_KEY });
      expect(settings).toMatchObject({
        trainingMode: false,
        apiKey: { set: true, endsWith: API_KEY.slice(-4) },
      });
      expect(check.ok).toBe(true);
      expect((await core.handlers['app.info']({})).trainingMode).toBe(false);
      const liveStatus = await core.handlers['sync.status']({});
      expect(liveStatus).toMatchObject({ pending: 0, failed: 0 });

      await core.handlers['settings.update']({ trainingMode: true });
      await training.startServiceAgain();
      await drained(core);
      expect((await training.counts()).get(trainee!)).toBe(1);
      const { items } = await core.handlers['queue.list']({ states: ['synced'], limit: 100 });
      expect(items.map((i) => i.customerId)).toEqual([trainee]);
    } finally {
      await core.close();
    }
  });
});

describe('the counter', () => {
  it('undoes an unsent check-in by discarding it, and a synced one by setting the count back', async () => {
    const station = await startStation(live);
    const [member] = await live.addMembers(1);
    const h = station.core.handlers;
    await h['counter.checkIn']({
      customerId: member!,
      action: { kind: 'set', count: 4 },
      reason: 'stamps from a paper card',
    });
    const { item } = await h['counter.checkIn']({
      customerId: member!,
      action: { kind: 'increment' },
    });
    await drained(station.core);
    const undone = await h['counter.undo']({ itemId: item.id, customerId: member! });
    expect(undone.outcome).toBe('corrected');
    expect(undone.member.displayCount).toBe(4);
    await drained(station.core);
    expect((await live.counts()).get(member!)).toBe(4);

    station.core.setNetworkHint(false);
    await until(async () => !(await h['sync.status']({})).online, 'offline by the hint');
    const offline = await h['counter.checkIn']({
      customerId: member!,
      action: { kind: 'increment' },
    });
    expect(offline.member).toMatchObject({ displayCount: 5, pendingCount: 1 });
    const discarded = await h['counter.undo']({
      itemId: offline.item.id,
      customerId: member!,
    });
    expect(discarded).toMatchObject({
      outcome: 'discarded',
      member: { displayCount: 4, pendingCount: 0 },
    });
    station.core.setNetworkHint(true);
    await until(async () => (await h['sync.status']({})).online, 'online again');
    expect((await live.counts()).get(member!)).toBe(4);
    await station.close();
  });

  it('offers the reward instead of a stamp on a full card', async () => {
    const station = await startStation(live);
    const [member] = await live.addMembers(1);
    const h = station.core.handlers;
    await h['counter.checkIn']({
      customerId: member!,
      action: { kind: 'set', count: MAX_STAMPS },
      reason: 'stamps from a paper card',
    });
    await expect(
      h['counter.checkIn']({ customerId: member!, action: { kind: 'increment' } }),
    ).rejects.toThrow(/card is full/);
    await expect(
      h['counter.checkIn']({
        customerId: member!,
        action: { kind: 'set', count: MAX_STAMPS + 1 },
        reason: 'stamps from a paper card',
      }),
    ).rejects.toThrow(/at most/);
    await h['counter.checkIn']({ customerId: member!, action: { kind: 'reset' } });
    await drained(station.core);
    expect((await live.counts()).get(member!)).toBe(0);
    await station.close();
  });
});
