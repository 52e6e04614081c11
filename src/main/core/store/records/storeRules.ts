// The owner's flag rules and the store's opening hours, shared: one set for every till of the
// store, the latest change wins. A peer's change is taken in through this station's own settings
// path, so its flags are looked at again exactly as after a change made here.
import { z } from 'zod';
import { mayAct, settingsUpdateRole } from '@shared/ipc/access';
import type { SettingsInput } from '@shared/ipc/views';
import { settingsUpdate } from '../../settings/settings';
import type { SettingsControl } from '../../settings/settingsControl';
import type { StaffSession } from '../../staff/session';
import type { StoreWorkspace } from '../storeWorkspace';
import { sharedMap } from '../sharedDoc';
import { readEntries, sharedSetting, type SharedSetting } from './recordShapes';

export const SHARED_RULES = [
  'flagRules',
  'openingHours',
] as const satisfies readonly (keyof SettingsInput)[];
type RuleName = (typeof SHARED_RULES)[number];

export const isSharedRule = (name: string): name is RuleName =>
  (SHARED_RULES as readonly string[]).includes(name);

/** The role a person needs to change a rule, here and in a peer's entry: as `settings.update`. */
export const ruleRole = (name: RuleName, value: unknown) =>
  settingsUpdateRole({ [name]: value }, {});

/** Whether a value is one the settings would take for the rule. */
export const ruleValueFits = (name: RuleName, value: unknown): boolean =>
  settingsUpdate.shape[name].safeParse(value).success;

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
const changedAtKey = (name: string) => `store_rule_at:${name}`;
const ownChange = z.object({ at: z.iso.datetime(), stationId: z.string() });

/** Whether a change made `a` is later than one made `b`: by time, then by station for a tie. */
const laterThan = (a: z.infer<typeof ownChange>, b: SharedSetting): boolean =>
  a.at > b.at || (a.at === b.at && a.stationId > b.stationId);

/**
 * After this station joined another store: the times of its own changes are forgotten, so the
 * new store's rules replace this station's instead of being outranked by the old store's.
 */
export function forgetOwnRuleChanges(ws: StoreWorkspace): void {
  const drop = ws.db.prepare('DELETE FROM cache_meta WHERE key = ?');
  for (const name of SHARED_RULES) drop.run(changedAtKey(name));
}

type Rules = Pick<SettingsInput, RuleName>;
const rulesOf = (settings: SettingsInput): Rules => ({
  flagRules: settings.flagRules,
  openingHours: settings.openingHours,
});

/** What the shared rules use of the station (the core's context is one). */
interface RulesStation {
  readonly stationId: string;
  readonly staff: Pick<StaffSession, 'role'>;
  now(): Date;
  settings(): SettingsInput;
}

export class StoreRules {
  /** The rules as this station last saw them: a change of the owner's here differs from them. */
  private seen: Rules;

  constructor(
    private readonly ctx: RulesStation,
    private readonly ws: StoreWorkspace,
    private readonly control: Pick<SettingsControl, 'updateSettings'>,
  ) {
    this.seen = rulesOf(ctx.settings());
  }

  /**
   * The settings were saved: each rule the owner changed here, and the store does not hold
   * already, goes to the store; defaults never changed are never published, so pairing a fresh
   * station cannot undo the store's rules.
   */
  saved(now: SettingsInput): void {
    const before = this.seen;
    this.seen = rulesOf(now);
    const map = sharedMap(this.ws.shared.doc, 'rules');
    const storeValue = (name: RuleName) => sharedSetting.safeParse(map.get(name)).data?.value;
    const changed = SHARED_RULES.filter(
      (name) => !same(before[name], now[name]) && !same(storeValue(name), now[name]),
    );
    const own = { at: this.ctx.now().toISOString(), stationId: this.ctx.stationId };
    for (const name of changed) this.ws.meta.set(changedAtKey(name), own);
    this.publish(changed, now);
  }

  /**
   * The store's rules taken in where they differ from this station's, each checked as a change
   * made here would be; a change the owner made here later than the store's is published again
   * while an owner is signed in (a peer refuses a rule vouched by anyone else). Answers the
   * names of entries skipped as unusable.
   */
  takeIn(keys?: Iterable<string>): string[] {
    const { entries, skipped } = readEntries(
      sharedMap(this.ws.shared.doc, 'rules'),
      sharedSetting,
      keys,
    );
    const current = this.ctx.settings();
    const owner = mayAct(this.ctx.staff.role(), 'owner');
    const differing = entries.filter(([name, entry]) => {
      const usable = isSharedRule(name) && ruleValueFits(name, entry.value);
      if (!usable) skipped.push(name);
      return usable && !same(entry.value, current[name]);
    }) as [RuleName, SharedSetting][];
    const ownLater = ([name, entry]: [RuleName, SharedSetting]) => {
      const own = this.ws.meta.get(changedAtKey(name), ownChange);
      return owner && own !== null && laterThan(own, entry);
    };
    this.publish(
      differing.filter(ownLater).map(([name]) => name),
      current,
    );
    const taken = differing.filter((entry) => !ownLater(entry));
    if (taken.length === 0) return skipped;
    const next = settingsUpdate.safeParse({
      ...current,
      ...Object.fromEntries(taken.map(([name, entry]) => [name, entry.value])),
    });
    if (!next.success) return [...skipped, ...taken.map(([name]) => name)];
    this.seen = rulesOf(next.data);
    void this.control.updateSettings(next.data, 'settings.store').catch(() => undefined);
    return skipped;
  }

  /** The rules named written to the store, each with the time this station changed it. */
  private publish(names: readonly RuleName[], values: SettingsInput): void {
    if (names.length === 0) return;
    const map = sharedMap(this.ws.shared.doc, 'rules');
    this.ws.shared.doc.transact(() => {
      for (const name of names) {
        const own = this.ws.meta.get(changedAtKey(name), ownChange);
        if (own) map.set(name, { value: values[name], ...own });
      }
    });
  }
}
