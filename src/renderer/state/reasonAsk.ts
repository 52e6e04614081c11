// The counter's question "why?", asked when the core refuses a change for want of a reason: the
// change is sent again with the reason given, and not at all when the cashier cancels.
import { create } from 'zustand';
import { AppError } from '@shared/ipc/errors';
import { reasonNeededDetails, type ReasonCase } from '@shared/counter/reasons';
import type { MessageId } from '@shared/i18n/messageId';

/** The core's cases, and the counter's own: a manager redeeming a card another till redeemed. */
export type AskedCase = ReasonCase | 'redeemAgain';

/** What the dialog asks, and its one-tap choices: a choice tapped is kept as said. */
const ASKED: Record<AskedCase, { question: MessageId; choices: readonly MessageId[] }> = {
  set: {
    question: 'counter.reason.whySet',
    choices: ['counter.reason.paperCard', 'counter.reason.mistake', 'counter.reason.goodwill'],
  },
  earlyReset: {
    question: 'counter.reason.whyEarlyReset',
    choices: [
      'counter.reason.rewardEarly',
      'counter.reason.askedNewCard',
      'counter.reason.mistake',
    ],
  },
  lateUndo: {
    question: 'counter.reason.whyLateUndo',
    choices: [
      'counter.reason.wrongMember',
      'counter.reason.stampedTwice',
      'counter.reason.changedMind',
    ],
  },
  redeemAgain: {
    question: 'counter.reason.whyRedeemAgain',
    choices: [
      'counter.reason.notGivenThere',
      'counter.reason.otherTillMistake',
      'counter.reason.goodwill',
    ],
  },
};

/** What the dialog asks, and its one-tap choices, by their message ids. */
export function askedWords(asked: AskedCase): {
  question: MessageId;
  choices: readonly MessageId[];
} {
  return ASKED[asked];
}

interface Asking {
  case: AskedCase;
  /** Sends the change again with the reason; settles once it is stored or refused. */
  retry(reason: string): Promise<void>;
}

interface ReasonAskState {
  /** `id`: a new question is a new dialog, even for the same case. */
  asking: (Asking & { id: number }) | null;
  ask(asking: Asking): void;
  /** The reason given: the dialog closes and the change is sent with it. */
  give(reason: string): Promise<void>;
  cancel(): void;
}

/** The case the core asks a reason for, when this error is its refusal for want of one. */
export function reasonNeededBy(error: unknown): ReasonCase | null {
  if (!(error instanceof AppError) || error.kind !== 'invalid') return null;
  return reasonNeededDetails.safeParse(error.details).data?.case ?? null;
}

/** Asks why when the core refused the change for want of a reason; else does `otherwise`. */
export function askReasonOr(
  error: unknown,
  retry: (reason: string) => Promise<void>,
  otherwise: () => void,
): void {
  const needed = reasonNeededBy(error);
  if (needed) useReasonAsk.getState().ask({ case: needed, retry });
  else otherwise();
}

let asked = 0;

export const useReasonAsk = create<ReasonAskState>((set, get) => ({
  asking: null,
  ask: (asking) => set({ asking: { ...asking, id: ++asked } }),
  give: async (reason) => {
    const asking = get().asking;
    if (!asking) return;
    set({ asking: null });
    await asking.retry(reason);
  },
  cancel: () => set({ asking: null }),
}));
