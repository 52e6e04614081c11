// A member's story: each change once, this station's named, others' kept, pending ones marked.
import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '../../../../src/shared/api';
import { mergeHistory } from '../../../../src/main/core/members/history';
import type { OutboxRow } from '../../../../src/main/core/outbox/rows';

const M = 'aaaaaaaaaaaaaaaaaaaaaaaa';

function row(
  id: string,
  state: OutboxRow['state'],
  action: { kind: 'increment' } | { kind: 'set'; count: number } | { kind: 'reset' },
  createdAt: string,
  answer?: { updatedCount: number; serviceTime: string },
): OutboxRow {
  return {
    id,
    seq: 1,
    kind: 'checkIn',
    state,
    lane: `member:${M}`,
    customer_id: M,
    payload: { customerId: M, action, notification: null },
    idempotency_key: id,
    created_at: createdAt,
    attempts: 0,
    maybeApplied: false,
    maybe_applied: 0,
    expected_previous: null,
    next_attempt_at: null,
    last_error: null,
    result: answer
      ? { previousCount: answer.updatedCount - 1, updatedCount: answer.updatedCount }
      : null,
    synced_at: answer?.serviceTime ?? null,
    service_time: answer?.serviceTime ?? null,
    review: null,
  };
}

const entry = (kind: ActivityEntry['kind'], previous: number, updated: number, at: string) => ({
  customerId: M,
  kind,
  previousCount: previous,
  updatedCount: updated,
  at,
});

describe('a member’s history', () => {
  it('shows each change once: this station’s by its name, the rest as elsewhere', () => {
    const merged = mergeHistory(
      [
        row('own-2', 'pending', { kind: 'increment' }, '2026-11-21T10:05:00.000Z'),
        row('own-1', 'synced', { kind: 'increment' }, '2026-11-21T10:00:00.000Z', {
          updatedCount: 3,
          serviceTime: '2026-11-21T10:00:01.000Z',
        }),
      ],
      [
        entry('increment', 1, 2, '2026-11-20T09:00:00.000Z'),
        entry('increment', 2, 3, '2026-11-21T10:00:02.000Z'),
      ],
      'Till 1',
    );
    expect(merged.map((e) => [e.id, e.station, e.status, e.countAfter])).toEqual([
      ['own-2', 'Till 1', 'pending', null],
      ['own-1', 'Till 1', 'confirmed', 3],
      ['service-0', null, 'confirmed', 2],
    ]);
  });

  it('does not take another station’s change of the same count for its own when far apart', () => {
    const merged = mergeHistory(
      [
        row('own', 'synced', { kind: 'set', count: 0 }, '2026-11-21T10:00:00.000Z', {
          updatedCount: 0,
          serviceTime: '2026-11-21T10:00:00.000Z',
        }),
      ],
      [
        entry('set', 5, 0, '2026-11-21T08:00:00.000Z'),
        entry('set', 4, 0, '2026-11-21T10:00:00.500Z'),
      ],
      'Till 1',
    );
    expect(merged.map((e) => [e.id, e.station])).toEqual([
      ['own', 'Till 1'],
      ['service-0', null],
    ]);
    expect(merged[1]!.action).toEqual({ kind: 'set', count: 0 });
  });

  it('lists a change the station dropped as discarded, never as done', () => {
    const merged = mergeHistory(
      [row('gone', 'discarded', { kind: 'increment' }, '2026-11-21T10:00:00.000Z')],
      [],
      'Till 1',
    );
    expect(merged).toMatchObject([{ id: 'gone', status: 'discarded', countAfter: null }]);
  });
});
