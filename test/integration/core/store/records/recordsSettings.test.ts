// The store's counter settings shared by its stations (the latest change wins, a station's own
// settings stay its own), and entries from a peer that are wrong or oversized ignored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SettingsView } from '@shared/ipc/views';
import { linkedPair } from './linkedPair';
import { movableClock } from '../../../../support/movableClock';
import { sharedMap } from '../../../../../src/main/core/store/sharedDoc';
import { directoryKey } from '../../../../../src/main/core/store/records/recordShapes';
import { startWorld, until, type Station, type World } from '../../world';

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world.close();
});

const settingsOf = (station: Station) => station.core.handlers['settings.get']({});

describe('counter settings shared by the store', () => {
  it('a change at A applies at B through its own settings, but not the station’s name', async () => {
    const { a, b, close } = await linkedPair(world);
    const heard: SettingsView[] = [];
    b.core.events.on('settings.changed', (view) => heard.push(view));
    try {
      const nameAtB = (await settingsOf(b)).stationName;
      await a.core.handlers['settings.update']({
        earningMinutes: 30,
        notificationPresets: [{ heading: 'Thanks', body: 'See you soon' }],
        stationName: 'Till by the door',
        sounds: false,
      });
      const atB = await until(async () => {
        const view = await settingsOf(b);
        return view.earningMinutes === 30 && view;
      }, 'B to take the earning rule');
      expect(atB.notificationPresets).toEqual([{ heading: 'Thanks', body: 'See you soon' }]);
      expect(atB.stationName).toBe(nameAtB);
      expect(atB.sounds).toBe(true);
      expect(heard.at(-1)?.earningMinutes).toBe(30);
      // A change at B goes back to A, and does not echo.
      await b.core.handlers['settings.update']({ cooldownSeconds: 12 });
      await until(async () => (await settingsOf(a)).cooldownSeconds === 12, 'A to take it');
      expect((await settingsOf(a)).earningMinutes).toBe(30);
      expect((await settingsOf(a)).stationName).toBe('Till by the door');
    } finally {
      await close();
    }
  });

  for (const later of ['A', 'B'] as const) {
    it(`two changes made apart: the later one (at ${later}) wins at both on healing`, async () => {
      const clock = movableClock();
      const { a, b, relay, close } = await linkedPair(world, { now: clock.now });
      try {
        relay.split([0], [1]);
        const [first, second] = later === 'A' ? [b, a] : [a, b];
        await first.core.handlers['settings.update']({ earningMinutes: 10 });
        clock.advance(60_000);
        await second.core.handlers['settings.update']({ earningMinutes: 20 });
        relay.heal();
        await until(
          async () =>
            (await settingsOf(a)).earningMinutes === 20 &&
            (await settingsOf(b)).earningMinutes === 20,
          'both stations to keep the later change',
        );
      } finally {
        await close();
      }
    });
  }
});

describe('entries from a peer', () => {
  it('skips wrong shapes and oversized values, and notes them in the journal', async () => {
    const { a, b, close } = await linkedPair(world);
    const docA = await a.core.sharedDoc();
    try {
      const before = await settingsOf(b);
      const hugeId = 'f'.repeat(24);
      sharedMap(docA, 'directory').set(directoryKey(hugeId), {
        customerId: hugeId,
        fields: { name: 'x'.repeat(5000) },
        cardId: 'c1',
        count: 1,
        readAt: new Date().toISOString(),
        dynamicPassId: world.programId,
      });
      const wrongKey = 'e'.repeat(24);
      sharedMap(docA, 'directory').set(wrongKey, {
        customerId: 'someone-else',
        fields: { name: 'Wrong Key' },
        cardId: 'c2',
        count: 1,
        readAt: new Date().toISOString(),
        dynamicPassId: world.programId,
      });
      sharedMap(docA, 'enrolments').set('not-a-record', { fields: 'Mallory' });
      sharedMap(docA, 'settings').set('earningMinutes', {
        value: 99_999,
        at: new Date().toISOString(),
        stationId: 'a',
      });
      sharedMap(docA, 'settings').set('stationName', {
        value: 'Taken over',
        at: new Date().toISOString(),
        stationId: 'a',
      });
      sharedMap(docA, 'settings').set('cooldownSeconds', { value: 7 });
      const lines = await until(async () => {
        const { entries } = await b.core.handlers['journal.list']({ limit: 50 });
        const skipped = entries.filter((e) => e.action === 'store.records');
        return skipped.length >= 2 && skipped;
      }, 'B to note the entries it skipped');
      expect(lines.map((l) => l.detail).join(' ')).toMatch(/unusable and skipped/);
      const after = await settingsOf(b);
      expect(after.earningMinutes).toBe(before.earningMinutes);
      expect(after.stationName).toBe(before.stationName);
      expect(after.cooldownSeconds).toBe(before.cooldownSeconds);
      const list = await b.core.handlers['members.list']({
        query: '',
        sort: 'name',
        descending: false,
        offset: 0,
        limit: 100,
      });
      expect(list.members.map((m) => m.customerId)).not.toContain(hugeId);
      expect(list.members.map((m) => m.customerId)).not.toContain('someone-else');
    } finally {
      await close();
    }
  });
});
