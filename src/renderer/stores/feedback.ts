// What the counter tells the cashier about the last action: a tone (colour and sound) and words.
import { create } from 'zustand';
import { playTone, type Outcome } from '../feedback/tones';
import { useSettings } from './settings';

export type FeedbackTone = Outcome | 'working' | 'info';

export interface Feedback {
  tone: FeedbackTone;
  title: string;
  detail: string;
}

interface FeedbackState {
  feedback: Feedback | null;
  show(feedback: Feedback): void;
  clear(): void;
}

export const useFeedback = create<FeedbackState>((set, get) => ({
  feedback: null,
  show: (feedback) => {
    const before = get().feedback;
    set({ feedback });
    const sounding =
      feedback.tone === 'synced' || feedback.tone === 'saved' || feedback.tone === 'error';
    const repeat = before?.tone === feedback.tone && before.title === feedback.title;
    if (sounding && !repeat && useSettings.getState().settings?.sounds !== false) {
      playTone(feedback.tone as Outcome);
    }
  },
  clear: () => set({ feedback: null }),
}));
