// What the counter says of a scan that stored no stamp: a question, a full card, an archived
// pass, or a code that names nobody.
import { AppError } from '@shared/ipc/errors';
import type { MemberView, ScanDecision } from '@shared/ipc/views';
import { memberName } from '@shared/members/memberName';
import { askAgainText, countWords } from '../ui/counterText';
import { words } from './counterPhrase';
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
      title: words('counter.full.title'),
      detail: words('counter.full.detail', {
        count: countWords(useProgram.getState().program, member.displayCount),
      }),
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
    title: words('counter.archived.title'),
    detail: name ? words('counter.archived.named', { name }) : words('counter.archived.unnamed'),
    key: `archived:${member.customerId}`,
  };
}

/** A member opened from a search: shown, nothing stamped yet. */
export function foundFeedback(member: MemberView): Feedback {
  if (member.archivedAt) return archivedFeedback(member);
  return {
    tone: 'info',
    title: words('counter.found.title'),
    detail: words('counter.found.detail'),
  };
}

/** The scan's code was read but names no member: not in the list, or not a member code at all. */
export function namesNobody(error: unknown): boolean {
  return error instanceof AppError && (error.kind === 'notFound' || error.kind === 'invalid');
}
