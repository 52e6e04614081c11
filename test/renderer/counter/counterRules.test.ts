// How an item's sync state and a count read to the cashier, and the counter's shortcuts.
import { beforeAll, describe, expect, it } from 'vitest';
import type { OutboxItemView, ProgramView, SyncStatus } from '@shared/ipc/views';
import { checkInItem, stampProgram } from '../../fixtures/counter';
import {
  countAfterAdding,
  countLabel,
  describeAction,
  feedbackFor,
  unitOf,
} from '../../../src/renderer/ui/counterText';
import { shortcutFor } from '../../../src/renderer/screens/counter/shortcuts';
import { inEnglish, speakEnglish } from './inEnglish';

beforeAll(speakEnglish);

const textProgram = {
  ...stampProgram,
  loyalty: {
    loyaltyType: 'TEXT',
    textCounter: {
      maxProgress: 500,
      textCounterFormat: '{current} of {max} points',
      textColor: '#000000',
      textBackgroundColor: '#ffffff',
    },
  },
} as ProgramView;

const NOW = Date.parse('2026-01-01T12:00:00Z');

const item = (over: Partial<OutboxItemView> = {}) =>
  checkInItem({ createdAt: new Date(NOW - 5_000).toISOString(), ...over });

const online: SyncStatus = {
  online: true,
  lastContactAt: null,
  paused: null,
  pending: 1,
  sending: 0,
  failed: 0,
  needsReview: 0,
  managerAttention: 0,
  oldestPendingAt: null,
  lastError: null,
};

describe('the count label', () => {
  it('shows stamps as n of max and text counters in their own format', () => {
    expect(countLabel(stampProgram, 3)).toBe('3 of 8');
    expect(countLabel(textProgram, 120)).toBe('120 of 500 points');
    expect(countLabel(stampProgram, null)).toBe('count not known yet');
  });
});

describe('feedback for the last action', () => {
  it('tells synced, saved-for-later and refused apart', () => {
    expect(feedbackFor(item({ state: 'synced' }), online, false).tone).toBe('synced');
    expect(feedbackFor(item(), online, false).tone).toBe('working');
    expect(feedbackFor(item(), online, true).tone).toBe('saved');
    expect(feedbackFor(item(), { ...online, online: false }, false).tone).toBe('saved');
    const refused = feedbackFor(
      item({
        state: 'failed',
        lastError: { kind: 'notFound', message: 'Customer or pass not found.' },
      }),
      online,
      false,
    );
    expect(refused).toMatchObject({ tone: 'error', detail: 'Customer or pass not found.' });
  });

  it('reports a paused queue (refused key) as an error the cashier sees', () => {
    const paused = {
      ...online,
      paused: { reason: 'auth' as const, message: 'The API key was refused.' },
    };
    expect(feedbackFor(item(), paused, false)).toMatchObject({
      tone: 'error',
      detail: /API key was refused/,
    });
  });

  it('says why the queue is paused by the core’s words when it gave them, not its English', () => {
    const paused = {
      ...online,
      paused: {
        reason: 'auth' as const,
        message: 'English for the log',
        said: { id: 'main.api.keyRefused' },
      },
    };
    const detail = inEnglish(feedbackFor(item(), paused, false).detail);
    expect(detail).toContain('The service refused the API key; check it in Settings.');
    expect(detail).not.toContain('English for the log');
  });

  it('says why an item needs review by the core’s words when it gave them, not its English', () => {
    const review = {
      reason: 'English for the log',
      said: { id: 'main.review.refusedMaybeApplied', values: { problem: 'HTTP 409' } },
      evidence: {},
      correction: null,
    };
    const shown = feedbackFor(item({ state: 'needsReview', review }), online, false);
    expect(inEnglish(shown.detail)).toBe(
      'The service refused this (HTTP 409), but an earlier attempt may have been applied before its answer was lost. Check the service before retrying.',
    );
    // An older row, kept with its English only, still says it.
    const older = feedbackFor(
      item({ state: 'needsReview', review: { ...review, said: undefined } }),
      online,
      false,
    );
    expect(inEnglish(older.detail)).toBe('English for the log');
  });
});

describe('counter shortcuts', () => {
  const key = (k: string) => ({ key: k, ctrlKey: false, altKey: false, metaKey: false });
  it('maps keys to actions, leaving typed characters to text fields', () => {
    expect(shortcutFor(key('+'), false)).toBe('increment');
    expect(shortcutFor(key('+'), true)).toBeNull();
    expect(shortcutFor(key('F4'), true)).toBe('redeem');
    expect(shortcutFor({ ...key('F4'), ctrlKey: true }, false)).toBeNull();
    expect(shortcutFor(key('a'), false)).toBeNull();
  });
});

describe('points programs', () => {
  const points = textProgram;

  it('speak of points, not stamps', () => {
    expect(unitOf(points)).toBe('point');
    expect(describeAction({ kind: 'increment' }, points)).toBe('+1 point');
    expect(describeAction({ kind: 'set', count: 7 }, points)).toBe('Points set to 7');
    expect(describeAction({ kind: 'increment' }, stampProgram)).toBe('+1 stamp');
  });

  it('add several at once as the count they make, never past the maximum', () => {
    expect(countAfterAdding(points, 10, 5)).toBe(15);
    expect(countAfterAdding(points, 498, 5)).toBe(500);
    expect(countAfterAdding(points, null, 5)).toBeNull();
    expect(countAfterAdding(points, 10, 0)).toBeNull();
    expect(countAfterAdding(points, 10, 2.5)).toBeNull();
  });
});
