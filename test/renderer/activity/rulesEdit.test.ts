import { describe, expect, it } from 'vitest';
import { DEFAULT_FLAG_RULES, type OpeningHours } from '@shared/flags/flagRules';
import {
  NO_EDIT,
  WEEK,
  editDay,
  editHoursSet,
  editRule,
  edited,
  rulesChangeOf,
  shownHours,
  shownRules,
} from '../../../src/renderer/screens/activity/rulesEdit';

const week = (open: string): OpeningHours => WEEK.map(() => ({ open, close: '17:00' }));

describe('the Rules panel over the store’s rules', () => {
  it('shows another till’s change to a rule the person did not touch, and keeps what they typed', () => {
    const typed = editRule(NO_EDIT, 'manyStamps', { most: 7 });
    const peer = {
      ...DEFAULT_FLAG_RULES,
      manyStamps: { on: false, most: 5 },
      twoTills: { on: true, minutes: 9 },
    };
    const shown = shownRules(peer, typed);
    expect(shown.manyStamps).toEqual({ on: false, most: 7 });
    expect(shown.twoTills.minutes).toBe(9);
  });

  it('saves only the rules the person changed, over the store’s latest', () => {
    const typed = editRule(NO_EDIT, 'manyStamps', { most: 7 });
    const latest = {
      flagRules: { ...DEFAULT_FLAG_RULES, twoTills: { on: false, minutes: 9 } },
      openingHours: week('06:00'),
    };
    const change = rulesChangeOf(latest, typed);
    expect(change.flagRules?.twoTills).toEqual({ on: false, minutes: 9 });
    expect(change.flagRules?.manyStamps).toEqual({ on: true, most: 7 });
    expect('openingHours' in change).toBe(false);
  });

  it('saves the hours alone when only a day changed, keeping another till’s other days', () => {
    const store = { flagRules: DEFAULT_FLAG_RULES, openingHours: week('09:00') };
    const typed = editDay(NO_EDIT, shownHours(store.openingHours, NO_EDIT), 0, { open: '07:30' });
    const peer = { ...store, openingHours: week('10:00') };
    const change = rulesChangeOf(peer, typed);
    expect('flagRules' in change).toBe(false);
    expect(change.openingHours?.[0]).toEqual({ open: '07:30', close: '17:00' });
    expect(change.openingHours?.[1]).toEqual({ open: '10:00', close: '17:00' });
  });

  it('closes a day, sets hours the store has not and clears them', () => {
    const closed = editDay(NO_EDIT, week('09:00'), 6, null);
    expect(shownHours(week('09:00'), closed)?.[6]).toBeNull();
    const set = editHoursSet(NO_EDIT, true);
    expect(shownHours(null, set)).toEqual(WEEK);
    const cleared = editHoursSet(closed, false);
    expect(shownHours(week('09:00'), cleared)).toBeNull();
    expect(
      rulesChangeOf({ flagRules: DEFAULT_FLAG_RULES, openingHours: week('09:00') }, cleared),
    ).toEqual({
      openingHours: null,
    });
  });

  it('has nothing to save until the person changes something', () => {
    expect(edited(NO_EDIT)).toBe(false);
    expect(rulesChangeOf({ flagRules: DEFAULT_FLAG_RULES, openingHours: null }, NO_EDIT)).toEqual(
      {},
    );
    expect(edited(editRule(NO_EDIT, 'typed', { on: false }))).toBe(true);
  });
});
