// What the counter tells the cashier about the last action: a tone (colour and sound) and words.
import { create } from 'zustand';
import { playTone, type Outcome } from '../feedback/tones';
import { useSettings } from './settings';

export type FeedbackTone = Outcome | 'working' | 'info';

export interface Feedback {
  tone: FeedbackTone;
  title: string;
  detail: string;
  /**
   * What this answers, e.g. one check-in in one state: shown again for the same key (an event
   * and a re-read both saying "synced") it is not news, so it makes no second sound.
   */
  key?: string;
}

interface FeedbackState {
  feedback: Feedback | null;
  /** Counts the acknowledgements shown, so the panel flashes for each, equal ones included. */
  seq: number;
  show(feedback: Feedback): void;
  clear(): void;
}

export const useFeedback = create<FeedbackState>((set, get) => ({
  feedback: null,
  seq: 0,
  show: (feedback) => {
    const before = get().feedback;
    // Five check-ins in a row are five answers, even when each says "Synced".
    const repeat = feedback.key !== undefined && before?.key === feedback.key;
    set({ feedback, seq: repeat ? get().seq : get().seq + 1 });
    const sounding =
      feedback.tone === 'synced' || feedback.tone === 'saved' || feedback.tone === 'error';
    if (sounding && !repeat && useSettings.getState().settings?.sounds !== false) {
      playTone(feedback.tone as Outcome);
    }
  },
  clear: () => set({ feedback: null }),
}));
