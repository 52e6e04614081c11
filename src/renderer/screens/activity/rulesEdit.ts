// What a person changed in the Rules panel, kept apart from the store's rules: the panel shows the
// store's latest rules (another till may change them while it is open) with these changes over
// them, and a save carries only them, so another till's change is never written back.
import type { z } from 'zod';
import type { FlagRules, OpeningHours, Signal, openingDay } from '@shared/flags/flagRules';
import type { SettingsInput } from '@shared/ipc/views';

type OpeningDay = z.infer<typeof openingDay>;
type RuleChange = Readonly<Record<string, number | boolean>>;

export interface RulesEdit {
  /** Each field of a rule the person changed (its switch, its threshold), by signal. */
  readonly rules: Partial<Readonly<Record<Signal, RuleChange>>>;
  /** Whether the person set the opening hours or cleared them; undefined: untouched. */
  readonly hoursSet?: boolean;
  /** Each day the person changed, Monday first: its hours, or null for closed. */
  readonly days: Readonly<Record<number, OpeningDay>>;
}

export const NO_EDIT: RulesEdit = { rules: {}, days: {} };

/** The week a person starts from when they set hours the store has not. */
export const WEEK: readonly OpeningDay[] = Array.from({ length: 7 }, () => ({
  open: '08:00',
  close: '18:00',
}));

type StoreRules = Pick<SettingsInput, 'flagRules' | 'openingHours'>;

export function shownRules(store: FlagRules, edit: RulesEdit): FlagRules {
  const shown = { ...store } as Record<Signal, object>;
  for (const [signal, change] of Object.entries(edit.rules) as [Signal, RuleChange][])
    shown[signal] = { ...store[signal], ...change };
  return shown as FlagRules;
}

export function shownHours(store: OpeningHours, edit: RulesEdit): OpeningHours {
  const set = edit.hoursSet ?? store !== null;
  if (!set) return null;
  return (store ?? WEEK).map((day, i) => (i in edit.days ? edit.days[i]! : day));
}

export function editRule(edit: RulesEdit, signal: Signal, change: RuleChange): RulesEdit {
  return { ...edit, rules: { ...edit.rules, [signal]: { ...edit.rules[signal], ...change } } };
}

/** Hours set from the week (or the store's, when it has them) or cleared: the day changes go. */
export function editHoursSet(edit: RulesEdit, set: boolean): RulesEdit {
  return { ...edit, hoursSet: set, days: {} };
}

/** A day closed (null), or its opening or closing time changed, over the hours shown. */
export function editDay(
  edit: RulesEdit,
  shown: OpeningHours,
  day: number,
  change: { open?: string; close?: string } | null,
): RulesEdit {
  const now = (shown ?? WEEK)[day] ?? null;
  const next = change === null ? null : { ...(now ?? WEEK[0]!), ...change };
  return { ...edit, days: { ...edit.days, [day]: next } };
}

export const edited = (edit: RulesEdit): boolean =>
  Object.keys(edit.rules).length > 0 ||
  edit.hoursSet !== undefined ||
  Object.keys(edit.days).length > 0;

/**
 * The settings to save: each of the two only when the person changed something in it, built
 * from the store's latest rules with the person's changes over them.
 */
export function rulesChangeOf(store: StoreRules, edit: RulesEdit): Partial<StoreRules> {
  const change: Partial<StoreRules> = {};
  if (Object.keys(edit.rules).length > 0) change.flagRules = shownRules(store.flagRules, edit);
  if (edit.hoursSet !== undefined || Object.keys(edit.days).length > 0)
    change.openingHours = shownHours(store.openingHours, edit);
  return change;
}
