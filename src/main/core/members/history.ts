// A member's story: the service's activity log merged with this station's own changes, each
// change once, so the cashier sees who did what and which of this station's are still on the way.
import type { ActivityEntry } from '@shared/api';
import type { CheckInAction, MemberHistoryEntry } from '@shared/ipc/views';
import type { OutboxRow } from '../outbox/rows';
import type { CheckInPayload } from '../outbox/payloads';
import type { Said } from '@shared/i18n/said';

/** How far apart the service's clock for an entry and this station's record of its answer may be. */
const SAME_CHANGE_MS = 5 * 60_000;
export const HISTORY_LIMIT = 200;

const updatedCountOf = (result: unknown): number | null => {
  const count = (result as { updatedCount?: unknown } | null)?.updatedCount;
  return typeof count === 'number' ? count : null;
};

const actionOf = (entry: ActivityEntry): CheckInAction =>
  entry.kind === 'set' ? { kind: 'set', count: entry.updatedCount } : { kind: entry.kind };

/**
 * Each synced check-in of this station claims the service entry of the same kind and count
 * nearest in time (within `SAME_CHANGE_MS`); entries left over were made elsewhere.
 */
export function mergeHistory(
  stationItems: readonly OutboxRow[],
  serviceLog: readonly ActivityEntry[],
  stationName: string,
  authors: ReadonlyMap<
    string,
    { who: string | null; whoSaid: Said | null; reason: string | null }
  > = new Map(),
): MemberHistoryEntry[] {
  const unclaimed = new Set(serviceLog.map((_, i) => i));
  const own: MemberHistoryEntry[] = stationItems
    .filter((row) => row.kind === 'checkIn')
    .map((row) => {
      const { action } = row.payload as CheckInPayload;
      const countAfter = row.state === 'synced' ? updatedCountOf(row.result) : null;
      if (countAfter !== null) {
        const answeredAt = Date.parse(row.service_time ?? row.synced_at ?? row.created_at);
        let best: { index: number; gap: number } | null = null;
        for (const index of unclaimed) {
          const entry = serviceLog[index]!;
          if (entry.kind !== action.kind || entry.updatedCount !== countAfter) continue;
          const gap = Math.abs(Date.parse(entry.at) - answeredAt);
          if (gap <= SAME_CHANGE_MS && (!best || gap < best.gap)) best = { index, gap };
        }
        if (best) unclaimed.delete(best.index);
      }
      return {
        id: row.id,
        at: row.created_at,
        action,
        countAfter,
        station: stationName,
        status: row.state === 'synced' ? 'confirmed' : row.state,
        who: authors.get(row.id)?.who || null,
        whoSaid: authors.get(row.id)?.whoSaid ?? null,
        reason: authors.get(row.id)?.reason ?? null,
      };
    });
  const elsewhere: MemberHistoryEntry[] = [...unclaimed].map((index) => {
    const entry = serviceLog[index]!;
    return {
      id: `service-${index}`,
      at: entry.at,
      action: actionOf(entry),
      countAfter: entry.updatedCount,
      station: null,
      status: 'confirmed',
    };
  });
  return [...own, ...elsewhere]
    .sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
    .slice(0, HISTORY_LIMIT);
}
