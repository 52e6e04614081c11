// What the counter says of a scan that stored no stamp: a question, a full card, an archived
// pass, or a code that names nobody.
import { AppError } from '@shared/ipc/errors';
import type { MemberView, ScanDecision } from '@shared/ipc/views';
import { memberName } from '@shared/members/memberName';
import { askAgainText, countLabel } from '../ui/counterText';
import type { Feedback } from './feedback';
import { useProgram } from './program';
import { useSettings } from './settings';

/** The feedback for a scan's decision when it stamped nothing; null when it stamped. */
export function scanFeedback(decision: ScanDecision, member: MemberView): Feedback | null {
  if (decision.kind === 'confirmAgain') {
    const earningMinutes = useSettings.getState().settings?.earningMinutes ?? null;
    return { tone: 'info', sound: 'asks', ...askAgainText(decision, earningMinutes) };
  }
  if (decision.kind === 'full') {
    return {
      tone: 'info',
      sound: 'asks',
      title: 'Card full',
      detail: `${countLabel(useProgram.getState().program, member.displayCount)}: hand over the reward and redeem.`,
    };
  }
  if (decision.kind === 'archived') return archivedFeedback(member);
  return null;
}

/** Said once, when the member is shown: an expected refusal, not a fault to fix. */
export function archivedFeedback(member: MemberView): Feedback {
  const name = memberName(member.dynamicFields);
  return {
    tone: 'error',
    title: 'Pass archived',
    detail: `${name ? `${name}’s pass` : 'This pass'} is archived: no stamp was added, and it takes no more. Enrol them as a new member to start a new card.`,
    key: `archived:${member.customerId}`,
  };
}

/** A member opened from a search: shown, nothing stamped yet. */
export function foundFeedback(member: MemberView): Feedback {
  if (member.archivedAt) return archivedFeedback(member);
  return {
    tone: 'info',
    title: 'Member found',
    detail: 'No stamp added yet: press +1 to check them in.',
  };
}

/** The scan's code was read but names no member: not in the list, or not a member code at all. */
export function namesNobody(error: unknown): boolean {
  return error instanceof AppError && (error.kind === 'notFound' || error.kind === 'invalid');
}
