import { describe, expect, it } from 'vitest';
import type { CachedTemplate, OutboxItemView } from '@shared/ipc/views';
import {
  filterTemplateRows,
  templateRows,
} from '../../../../../src/renderer/screens/templates/list/templateListModel';
import { archiveOutcomeOf } from '../../../../../src/renderer/ui/archiveOutcome';
import { creditsSummary } from '../../../../../src/renderer/screens/credits/creditsModel';

const cached = (name: string, kind: CachedTemplate['kind']): CachedTemplate => ({
  dynamicPassId: name.replace(/\W/g, ''),
  name,
  kind,
  template: kind === 'loyalty' ? { loyaltyProgressData: { loyaltyType: 'TEXT' } } : {},
  fetchedAt: '2026-01-01T00:00:00Z',
});

describe('template list', () => {
  const rows = templateRows([
    cached('Summer Coffee', 'loyalty'),
    cached('Gym member', 'dynamic'),
    cached('coffee beans', 'dynamic'),
  ]);

  it('sorts by name and matches every word of the search in any order, ignoring case', () => {
    expect(rows.map((r) => r.name)).toEqual(['coffee beans', 'Gym member', 'Summer Coffee']);
    expect(filterTemplateRows(rows, 'COFFEE', 'all').map((r) => r.name)).toEqual([
      'coffee beans',
      'Summer Coffee',
    ]);
    expect(filterTemplateRows(rows, 'coffee summer', 'all').map((r) => r.name)).toEqual([
      'Summer Coffee',
    ]);
  });

  it('filters by kind and reads the loyalty type', () => {
    const loyalty = filterTemplateRows(rows, '', 'loyalty');
    expect(loyalty).toHaveLength(1);
    expect(loyalty[0]?.loyaltyType).toBe('TEXT');
    expect(filterTemplateRows(rows, 'coffee', 'dynamic').map((r) => r.name)).toEqual([
      'coffee beans',
    ]);
  });
});

const item = (patch: Partial<OutboxItemView>): OutboxItemView => ({
  id: 'i',
  seq: 1,
  kind: 'archivePass',
  state: 'pending',
  summary: 'archive',
  customerId: null,
  checkIn: null,
  createdAt: '2026-01-01T00:00:00Z',
  attempts: 1,
  nextAttemptAt: null,
  lastError: null,
  result: null,
  syncedAt: null,
  serviceTime: null,
  review: null,
  ...patch,
});

describe('archive outcome', () => {
  it('explains 400, 403 and 404 in plain words', () => {
    const of = (kind: 'invalid' | 'forbidden' | 'notFound') =>
      archiveOutcomeOf(item({ state: 'failed', lastError: { kind, message: 'raw' } }), 'abc');
    expect(of('invalid').title).toMatch(/not a pass id/);
    expect(of('forbidden').title).toMatch(/another account/);
    expect(of('notFound').title).toMatch(/No pass/);
  });

  it('reports success when synced, and a stored archive when offline', () => {
    expect(archiveOutcomeOf(item({ state: 'synced' }), 'abc').tone).toBe('success');
    const offline = archiveOutcomeOf(item({ lastError: { kind: 'offline', message: 'x' } }), 'abc');
    expect(offline).toMatchObject({ tone: 'waiting', title: expect.stringMatching(/back online/) });
  });
});

describe('credits', () => {
  it('uses free credits until premium ones are bought (4.8) and warns when few are left', () => {
    expect(creditsSummary({ premiumCredits: 0, freeCredits: 20 })).toMatchObject({
      plan: 'free',
      available: 20,
      low: false,
    });
    expect(creditsSummary({ premiumCredits: 3, freeCredits: 0 })).toMatchObject({
      plan: 'premium',
      available: 3,
      low: true,
    });
  });
});

describe('an archive taken back', () => {
  it('says the pass is unchanged when the archive was discarded from the queue', () => {
    expect(archiveOutcomeOf(item({ state: 'discarded' }), 'abc')).toMatchObject({
      tone: 'error',
      title: expect.stringMatching(/cancelled/),
    });
  });
});
