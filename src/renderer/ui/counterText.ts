// How the counter reads to a cashier, kept pure so it can be tested without a screen: a count,
// an action and an outbox item's state, as words said in the reader's language when shown.
// What a scan does is decided by the core (counter.scan).
import { formatTextCounter, maxCount } from '@shared/api/loyalty';
import { memberName } from '@shared/members/memberName';
import { isolated } from '@shared/i18n/isolate';
import type {
  CheckInAction,
  MemberView,
  OutboxItemView,
  ProgramView,
  ScanDecision,
  SyncStatus,
} from '@shared/ipc/views';
import type { Feedback } from '../state/feedback';
import {
  phraseIn,
  reviewPhrase,
  shapePhrase,
  words,
  type Phrase,
  type Words,
} from '../state/counterPhrase';
import { say } from '../i18n/messages';
import { waitOf } from '@shared/words/wait';

export function programMax(program: ProgramView | null): number | null {
  return program ? maxCount(program.loyalty) : null;
}

/** What a program counts: points on a TEXT counter, stamps on a stamp card. */
export function unitOf(program: ProgramView | null): 'point' | 'stamp' {
  return program?.loyalty.loyaltyType === 'TEXT' ? 'point' : 'stamp';
}

/** "+1 stamp", "Points set to 7", "Reward redeemed, card reset". */
export function actionWords(action: CheckInAction, program: ProgramView | null = null): Words {
  const unit = unitOf(program);
  switch (action.kind) {
    case 'increment':
      return words('counter.action.increment', { unit });
    case 'set':
      return unit === 'point'
        ? words('counter.action.setPoints', { count: action.count })
        : words('counter.action.setCount', { count: action.count });
    case 'reset':
      return words('counter.action.reset');
  }
}

/** The action in the page's language, for screens that take a string. */
export function describeAction(action: CheckInAction, program: ProgramView | null = null): string {
  return phraseIn(say, actionWords(action, program));
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

/** The count as the program shows it: `4 of 10` for stamps, the program's own text format for TEXT. */
export function countWords(program: ProgramView | null, count: number | null): Words {
  if (count === null) return words('counter.count.unknown');
  if (!program) return words('counter.count.bare', { count });
  const loyalty = program.loyalty;
  if (loyalty.loyaltyType === 'TEXT') {
    // The program's format is the store's own words, written in its language.
    const text = formatTextCounter(
      loyalty.textCounter.textCounterFormat,
      count,
      loyalty.textCounter.maxProgress,
    );
    return words('counter.count.text', { text });
  }
  return words('counter.count.stamps', { count, max: loyalty.stampCounter.maxStampCount });
}

/** The count in the page's language, for screens that take a string. */
export function countLabel(program: ProgramView | null, count: number | null): string {
  return phraseIn(say, countWords(program, count));
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
  const what: Phrase = item.checkIn ? actionWords(item.checkIn.action, program) : item.summary;
  switch (item.state) {
    case 'synced':
      return { tone: 'synced', title: words('counter.feedback.synced'), detail: what };
    case 'failed':
      return {
        tone: 'error',
        title: words('counter.feedback.notAccepted'),
        detail: item.lastError
          ? shapePhrase(item.lastError)
          : words('counter.feedback.refusedCheckIn'),
      };
    case 'needsReview':
      return {
        tone: 'error',
        title: words('counter.feedback.needsReview'),
        detail: item.review ? reviewPhrase(item.review) : words('counter.feedback.seeQueue'),
      };
    case 'discarded':
      // Closed by the service's refusal (an archived pass) rather than by a person: say why.
      if (item.lastError) {
        return {
          tone: 'error',
          title: words('counter.feedback.notApplied'),
          detail: shapePhrase(item.lastError),
        };
      }
      return {
        tone: 'info',
        title: words('counter.feedback.discarded'),
        detail: words('counter.feedback.notSent', { what }),
      };
    case 'pending':
    case 'sending':
      if (status?.paused) {
        return {
          tone: 'error',
          title: words('counter.feedback.paused'),
          detail: words('counter.feedback.keptHere', { what, why: shapePhrase(status.paused) }),
        };
      }
      if (waited || (status && !status.online)) {
        return {
          tone: 'saved',
          title: words('counter.feedback.saved'),
          detail: words('counter.feedback.keptForLater', { what }),
        };
      }
      return { tone: 'working', title: words('counter.feedback.sending'), detail: what };
  }
}

/** A wait by `waitOf`'s rule, as words the counter keeps and says again in any language. */
export function durationWords(ms: number): Words {
  const { count, unit } = waitOf(ms);
  return words(unit === 'second' ? 'counter.duration.seconds' : 'counter.duration.minutes', {
    count,
  });
}

/** Why the counter asks before a stamp, said to the cashier. */
export function askAgainText(
  ask: Pick<Extract<ScanDecision, { kind: 'confirmAgain' }>, 'secondsAgo' | 'reason'>,
  earningMinutes: number | null,
): { title: Words; detail: Words } {
  if (ask.reason === 'earningRule') {
    const every =
      earningMinutes === null
        ? words('counter.duration.aWhile')
        : words('counter.duration.minutes', { count: earningMinutes });
    return {
      title: words('counter.ask.tooSoon'),
      detail: words('counter.ask.tooSoonDetail', {
        ago: durationWords(ask.secondsAgo * 1000),
        every,
      }),
    };
  }
  if (ask.reason === 'elsewhere') {
    return {
      title: words('counter.ask.elsewhere'),
      detail: words('counter.ask.elsewhereDetail'),
    };
  }
  if (ask.reason === 'cameraRepeat') {
    return {
      title: words('counter.ask.cameraRepeat'),
      detail: words('counter.ask.cameraRepeatDetail'),
    };
  }
  return {
    title: words('counter.ask.again'),
    detail: words('counter.ask.againDetail', { ago: durationWords(ask.secondsAgo * 1000) }),
  };
}

/** "Ada Lovelace", or "this member" when they have no name. */
export function memberCalled(member: Pick<MemberView, 'dynamicFields'> | null): Phrase {
  return memberName(member?.dynamicFields) || words('counter.thisMember');
}

/** What the cashier is told once an undo is stored: removed before sending, or followed by one. */
export function undoneFeedback(
  item: OutboxItemView,
  outcome: 'discarded' | 'corrected',
  member: MemberView,
  program: ProgramView | null,
): Feedback {
  const what: Phrase = item.checkIn ? actionWords(item.checkIn.action, program) : item.summary;
  const called = memberCalled(member);
  const name = typeof called === 'string' ? isolated(called) : called;
  return {
    tone: 'info',
    title: words('counter.undone.title'),
    detail:
      outcome === 'discarded'
        ? words('counter.undone.removed', { what, name })
        : words('counter.undone.followed', { what, name }),
  };
}
