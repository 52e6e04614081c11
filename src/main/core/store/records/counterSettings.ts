// The store's counter settings, shared: changed at one till, applied at every till through its
// own settings path; the latest change wins. A station's own things (its name, camera, sounds,
// service, training, peers) are never shared.
import { z } from 'zod';
import type { SettingsInput } from '@shared/ipc/views';
import { settingsUpdate } from '../../settings/settings';
import type { SettingsControl } from '../../settings/settingsControl';
import type { StoreWorkspace } from '../storeWorkspace';
import { sharedMap } from '../sharedDoc';
import { readEntries, sharedSetting } from './recordShapes';
import { forgetOwnRuleChanges } from './storeRules';

export const SHARED_SETTINGS = [
  'cooldownSeconds',
  'earningMinutes',
  'barcodeRule',
  'programId',
  'notificationPresets',
  'phoneCountry',
] as const satisfies readonly (keyof SettingsInput)[];
type SharedName = (typeof SHARED_SETTINGS)[number];

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
const changedAtKey = (name: string) => `store_setting_at:${name}`;

/**
 * After this station joined another store: the times of its own changes are forgotten, so the
 * new store's settings replace this station's instead of being outranked by the old store's.
 */
export function forgetOwnChanges(ws: StoreWorkspace): void {
  const drop = ws.db.prepare('DELETE FROM cache_meta WHERE key = ?');
  for (const name of SHARED_SETTINGS) drop.run(changedAtKey(name));
  forgetOwnRuleChanges(ws);
}

/** What the shared settings use of the station (the core's context is one). */
export interface SettingsStation {
  readonly stationId: string;
  now(): Date;
  settings(): SettingsInput;
}

export class CounterSettings {
  /** The settings as this station last saw them, to tell a person's change from the store's. */
  private seen: SettingsInput;

  constructor(
    private readonly ctx: SettingsStation,
    private readonly ws: StoreWorkspace,
    private readonly control: Pick<SettingsControl, 'updateSettings'>,
  ) {
    this.seen = ctx.settings();
  }

  /**
   * The settings were saved: those a person changed here go to the store. A fresh station's
   * defaults are never published, only what changed, so pairing it cannot undo the store's.
   */
  saved(now: SettingsInput): void {
    const before = this.seen;
    this.seen = now;
    const map = sharedMap(this.ws.shared.doc, 'settings');
    const at = this.ctx.now().toISOString();
    this.ws.shared.doc.transact(() => {
      for (const name of SHARED_SETTINGS) {
        if (same(before[name], now[name])) continue;
        const shared = sharedSetting.safeParse(map.get(name));
        if (shared.success && same(shared.data.value, now[name])) continue;
        map.set(name, { value: now[name], at, stationId: this.ctx.stationId });
        this.ws.meta.set(changedAtKey(name), at);
      }
    });
  }

  /**
   * The store's values taken in where they differ from this station's, each checked as a change
   * made here would be; a change made here later than the store's is published again instead.
   * Answers the names of entries skipped as unusable.
   */
  takeIn(keys?: Iterable<string>): string[] {
    const map = sharedMap(this.ws.shared.doc, 'settings');
    const { entries, skipped } = readEntries(map, sharedSetting, keys);
    const current = this.ctx.settings();
    const changes: Partial<Record<SharedName, unknown>> = {};
    const republish: SharedName[] = [];
    for (const [name, entry] of entries) {
      if (!(SHARED_SETTINGS as readonly string[]).includes(name)) continue;
      const key = name as SharedName;
      if (same(entry.value, current[key])) continue;
      const ownAt = this.ws.meta.get(changedAtKey(key), z.string());
      if (ownAt !== null && ownAt > entry.at) republish.push(key);
      else changes[key] = entry.value;
    }
    // Each value on its own first, so one bad one does not keep the good ones out.
    const usable = Object.entries(changes).filter(([name, value]) => {
      const ok = settingsUpdate.safeParse({ ...current, [name]: value }).success;
      if (!ok) skipped.push(name);
      return ok;
    });
    if (republish.length > 0) this.publishAgain(republish, current);
    if (usable.length === 0) return skipped;
    const next = settingsUpdate.safeParse({ ...current, ...Object.fromEntries(usable) });
    if (next.success) {
      this.seen = next.data;
      void this.control.updateSettings(next.data, 'settings.store').catch(() => undefined);
    }
    return skipped;
  }

  private publishAgain(names: SharedName[], current: SettingsInput): void {
    const map = sharedMap(this.ws.shared.doc, 'settings');
    for (const name of names) {
      const at = this.ws.meta.get(changedAtKey(name), z.string())!;
      map.set(name, { value: current[name], at, stationId: this.ctx.stationId });
    }
  }
}
