// A manager's decision on a conflict between tills, checked with the contract's schema so each
// field says what to fix before anything is sent.
import { storeChannels } from '@shared/ipc/storeContract';
import type { ChannelRequest } from '@shared/ipc/contract';
import { issueSaid } from '@shared/i18n/issues';
import { said, type Said } from '@shared/i18n/said';

export type Outcome = 'keepBoth' | 'correctCount';
/** What each field lacks, said in the page's language where it is shown. */
export type DecisionProblems = Partial<Record<'reason' | 'count', Said>>;

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
  if (outcome === 'correctCount' && typed === '')
    problems.count = said('insights.conflicts.countMissing');
  const checked = storeChannels['store.resolveConflict'].request.safeParse({
    conflictId,
    outcome,
    reason,
    ...(outcome === 'correctCount' && typed !== '' && { count: Number(typed) }),
  });
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const field = issue.path[0] === 'count' ? 'count' : 'reason';
      // The schema names a reason's problem by its id; without one, the reason is what it lacks.
      problems[field] ??=
        field === 'count'
          ? said('insights.conflicts.countWhole')
          : (issueSaid(issue) ?? said('insights.conflicts.reasonMissing'));
    }
  }
  if (!checked.success || problems.count) return { ok: false, problems };
  return { ok: true, request: checked.data };
}
