// The insights screen's arithmetic: every day of a period, the week's grid and its busiest hour,
// cohorts and the retention curve.
import { describe, expect, it } from 'vitest';
import type { InsightsFigures } from '@shared/ipc/insightsView';
import { english, translatorOf } from '@shared/i18n/everyLanguage';
import {
  busiest,
  cohorts,
  everyDay,
  hourGrid,
  retentionCurve,
  rowWho,
  stationLabel,
  whoDidWhat,
  whoLabel,
} from '../../../../src/renderer/screens/insights/insightsModel';

const figures = (over: Partial<InsightsFigures>): InsightsFigures => ({
  visitsPerDay: [],
  rushHours: [],
  visits: 0,
  rewardsRedeemed: 0,
  cardsCompleted: 0,
  averageVisitsToComplete: null,
  activeMembers: 0,
  newMembers: 0,
  returningMembers: 0,
  retention: [],
  byStation: [],
  ...over,
});

describe('everyDay', () => {
  it('fills the days without visits with zeros, across a month’s end', () => {
    const f = figures({ visitsPerDay: [{ day: '2026-10-31', visits: 4 }] });
    expect(everyDay(f, '2026-10-30', '2026-11-01')).toEqual([
      { day: '2026-10-30', visits: 0 },
      { day: '2026-10-31', visits: 4 },
      { day: '2026-11-01', visits: 0 },
    ]);
  });
});

describe('hourGrid and busiest', () => {
  it('puts an hour of the week in its weekday row and hour column', () => {
    const grid = hourGrid(
      figures({
        rushHours: [
          { hourOfWeek: 0, visits: 2 },
          { hourOfWeek: 2 * 24 + 12, visits: 9 },
          { hourOfWeek: 167, visits: 9 },
        ],
      }),
    );
    expect(grid[0]![0]).toBe(2);
    expect(grid[2]![12]).toBe(9);
    expect(grid[6]![23]).toBe(9);
    // A tie goes to the earlier hour of the week.
    expect(busiest(grid)).toEqual({ weekday: 2, hour: 12, visits: 9 });
    expect(busiest(hourGrid(figures({})))).toBeNull();
  });
});

describe('retention', () => {
  it('averages over the cohorts that have had the weeks, weighted by their size', () => {
    const all = cohorts(
      figures({
        retention: [
          { week: '2026-11-02', offset: 0, members: 10 },
          { week: '2026-11-02', offset: 1, members: 5 },
          { week: '2026-11-02', offset: 2, members: 2 },
          { week: '2026-11-09', offset: 0, members: 30 },
          { week: '2026-11-09', offset: 2, members: 3 },
        ],
      }),
    );
    expect(all).toEqual([
      { week: '2026-11-02', joined: 10, later: [5, 2] },
      { week: '2026-11-09', joined: 30, later: [0, 3] },
    ]);
    // On 2026-11-22 the first cohort has had 2 weeks, the second 1.
    expect(retentionCurve(all, '2026-11-22')).toEqual([
      { week: 1, percent: Math.round((5 / 40) * 1000) / 10 },
      { week: 2, percent: 20 },
    ]);
  });
});

describe('who did what', () => {
  it('ranks the other stations with the rest, so the first row is the one with most visits', () => {
    const f = figures({
      byStation: [
        { station: 'Front till', role: 'cashier', who: 'Dana', whoSaid: null, visits: 12 },
        { station: null, role: null, who: null, whoSaid: null, visits: 3 },
      ],
    });
    const rows = whoDidWhat(f, 40);
    expect(rows.map((row) => whoLabel(row, english.t))).toEqual([
      'Other stations',
      'Front till (Dana)',
      'Account (no station named)',
    ]);
    expect(rows.map((r) => r.visits)).toEqual([40, 12, 3]);
    // Unknown other stations are left out, not shown as none.
    expect(whoDidWhat(f, null).map((r) => stationLabel(r, english.t))).toEqual([
      'Front till',
      'Account (no station named)',
    ]);
  });

  it('says any cashier and a role in the reader’s language, a person’s name as given', () => {
    const f = figures({
      byStation: [
        {
          station: 'Front till',
          role: 'cashier',
          who: null,
          whoSaid: { id: 'store.journal.anyCashier' },
          visits: 5,
        },
        { station: 'Front till', role: 'manager', who: 'manager', whoSaid: null, visits: 4 },
        { station: 'Front till', role: 'cashier', who: 'Dana', whoSaid: null, visits: 3 },
      ],
    });
    const german = translatorOf('de');
    const rows = whoDidWhat(f, null);
    expect(rows.map((row) => rowWho(row, german.t))).toEqual([
      'beliebiger Kassierer',
      'Manager',
      'Dana',
    ]);
    expect(whoLabel(rows[0]!, translatorOf('fr').t)).toContain('tout caissier');
    expect(whoLabel(rows[0]!, english.t)).toBe('Front till (any cashier)');
  });
});
