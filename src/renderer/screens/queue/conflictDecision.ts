// A manager's decision on a conflict between tills, checked with the contract's schema so each
// field says what to fix before anything is sent.
import { storeChannels } from '@shared/ipc/storeContract';
import type { ChannelRequest } from '@shared/ipc/contract';

export type Outcome = 'keepBoth' | 'correctCount';
export type DecisionProblems = Partial<Record<'reason' | 'count', string>>;

/** `count` as typed: only a correction needs it. */
export function checkDecision(
  conflictId: string,
  outcome: Outcome,
  reason: string,
  count: string,
):
  | { ok: true; request: ChannelRequest<'store.resolveConflict'> }
  | { ok: false; problems: DecisionProblems } {
  const problems: DecisionProblems = {};
  const typed = count.trim();
  if (outcome === 'correctCount' && typed === '') problems.count = 'give the card’s right count';
  const checked = storeChannels['store.resolveConflict'].request.safeParse({
    conflictId,
    outcome,
    reason,
    ...(outcome === 'correctCount' && typed !== '' && { count: Number(typed) }),
  });
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = issue.path[0] === 'count' ? 'count' : 'reason';
      problems[field] ??=
        field === 'count' ? 'give the count as a whole number from 0' : issue.message;
    }
  }
  if (!checked.success || problems.count) return { ok: false, problems };
  return { ok: true, request: checked.data };
}

/** "10:00:05, 26 Nov": a side's time to the second, since two sides can fall in one minute. */
export const sideTime = (iso: string): string =>
  new Date(iso).toLocaleString(undefined, {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    day: 'numeric',
    month: 'short',
  });
