// How the counter reads to a cashier, kept pure so it can be tested without a screen: a count,
// an action and an outbox item's state. What a scan does is decided by the core (counter.scan).
import { countOf, durationOf } from '@shared/words/plural';
import { formatTextCounter, maxCount } from '@shared/api/loyalty';
import { memberName } from '@shared/members/memberName';
import type {
  CheckInAction,
  MemberView,
  OutboxItemView,
  ProgramView,
  ScanDecision,
  SyncStatus,
} from '@shared/ipc/views';
import type { Feedback } from '../stores/feedback';

export function programMax(program: ProgramView | null): number | null {
  return program ? maxCount(program.loyalty) : null;
}

/** What a program counts: points on a TEXT counter, stamps on a stamp card. */
export function unitOf(program: ProgramView | null): 'point' | 'stamp' {
  return program?.loyalty.loyaltyType === 'TEXT' ? 'point' : 'stamp';
}

export function describeAction(action: CheckInAction, program: ProgramView | null = null): string {
  const unit = unitOf(program);
  switch (action.kind) {
    case 'increment':
      return `+1 ${unit}`;
    case 'set':
      return unit === 'point' ? `Points set to ${action.count}` : `Count set to ${action.count}`;
    case 'reset':
      return 'Reward redeemed, card reset';
  }
}

/**
 * The count after adding `points` at once: sent as a set of the count, never past the
 * program's maximum. Null when the member's count is not known yet (nothing to add to).
 */
export function countAfterAdding(
  program: ProgramView | null,
  count: number | null,
  points: number,
): number | null {
  if (count === null || !Number.isInteger(points) || points < 1) return null;
  const max = programMax(program);
  return max === null ? count + points : Math.min(count + points, max);
}

/** The count as the program shows it: `4 of 10` for stamps, the text format for TEXT. */
export function countLabel(program: ProgramView | null, count: number | null): string {
  if (count === null) return 'count not known yet';
  if (!program) return String(count);
  const loyalty = program.loyalty;
  if (loyalty.loyaltyType === 'TEXT') {
    return formatTextCounter(
      loyalty.textCounter.textCounterFormat,
      count,
      loyalty.textCounter.maxProgress,
    );
  }
  return `${count} of ${loyalty.stampCounter.maxStampCount}`;
}

/**
 * How the last action reads now. `waited` says the short wait for the service is over, so a
 * still-pending item is reported as saved rather than still being sent.
 */
export function feedbackFor(
  item: OutboxItemView,
  status: SyncStatus | null,
  waited: boolean,
  program: ProgramView | null = null,
): Feedback {
  const what = item.checkIn ? describeAction(item.checkIn.action, program) : item.summary;
  switch (item.state) {
    case 'synced':
      return { tone: 'synced', title: 'Synced', detail: what };
    case 'failed':
      return {
        tone: 'error',
        title: 'Not accepted',
        detail: item.lastError?.message ?? 'The service refused this check-in.',
      };
    case 'needsReview':
      return {
        tone: 'error',
        title: 'Needs review',
        detail: item.review?.reason ?? 'Check this item on the Queue screen.',
      };
    case 'discarded':
      // Closed by the service's refusal (an archived pass) rather than by a person: say why.
      if (item.lastError)
        return { tone: 'error', title: 'Not applied', detail: item.lastError.message };
      return { tone: 'info', title: 'Discarded', detail: `${what} will not be sent.` };
    case 'pending':
    case 'sending':
      if (status?.paused) {
        return {
          tone: 'error',
          title: 'Saved, but sync is paused',
          detail: `${what} is kept here. ${status.paused.message}`,
        };
      }
      if (waited || (status && !status.online)) {
        return {
          tone: 'saved',
          title: 'Saved, will sync',
          detail: `${what} is kept on this station and syncs when the service answers.`,
        };
      }
      return { tone: 'working', title: 'Saved, sending…', detail: what };
  }
}

/** Why the counter asks before a stamp, said to the cashier. */
export function askAgainText(
  ask: Pick<Extract<ScanDecision, { kind: 'confirmAgain' }>, 'secondsAgo' | 'reason'>,
  earningMinutes: number | null,
): { title: string; detail: string } {
  if (ask.reason === 'earningRule') {
    const every = earningMinutes === null ? 'a while' : countOf(earningMinutes, 'minute');
    return {
      title: 'Too soon for another stamp',
      detail: `Stamped ${durationOf(ask.secondsAgo * 1000)} ago; the store allows one stamp every ${every}. Add one anyway?`,
    };
  }
  if (ask.reason === 'elsewhere') {
    return {
      title: 'Scanned on another screen',
      detail:
        'No stamp added yet: this pass was scanned while another screen was open. Add a stamp?',
    };
  }
  if (ask.reason === 'cameraRepeat') {
    return {
      title: 'The camera saw this pass again',
      detail:
        'It was the last pass the camera read, with nobody else since: it may have been left in view. Add another stamp?',
    };
  }
  return {
    title: 'Scanned again',
    detail: `This member was checked in ${durationOf(ask.secondsAgo * 1000)} ago. Add another stamp?`,
  };
}

/** What the cashier is told once an undo is stored: removed before sending, or followed by one. */
export function undoneFeedback(
  item: OutboxItemView,
  outcome: 'discarded' | 'corrected',
  member: MemberView,
  program: ProgramView | null,
): Feedback {
  const action = item.checkIn ? describeAction(item.checkIn.action, program) : item.summary;
  const what = `${action} for ${memberName(member.dynamicFields) || 'this member'}`;
  return {
    tone: 'info',
    title: 'Undone',
    detail:
      outcome === 'discarded'
        ? `${what} was removed before it was sent.`
        : `${what} was already sent, or may have been; an undo follows it and keeps any other station’s stamps.`,
  };
}
