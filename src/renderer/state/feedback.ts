// What the counter tells the cashier about the last action: a tone (colour and sound) and words.
import { create } from 'zustand';
import { DEFAULT_SOUND_VOLUME } from '@shared/ipc/views';
import { playTone, type Sound } from '../feedback/tones';
import { useSettings } from './settings';
import type { Phrase } from './counterPhrase';

export type FeedbackTone = 'synced' | 'saved' | 'error' | 'working' | 'info';

export interface Feedback {
  tone: FeedbackTone;
  /** Kept as words, not text, so the panel says them again in a language chosen since. */
  title: Phrase;
  detail: Phrase;
  /**
   * What this answers, e.g. one check-in in one state: shown again for the same key (an event
   * and a re-read both saying "synced") it is not news, so it makes no second sound.
   */
  key?: string;
  /** What it sounds like when not its tone's own sound: a question is `info` but asks. */
  sound?: Sound | null;
}

const TONE_SOUND: Partial<Record<FeedbackTone, Sound>> = {
  synced: 'accepted',
  saved: 'saved',
  error: 'refused',
};

/** The sound an acknowledgement makes, if any: one rule for every screen that gives one. */
export function soundOf(feedback: Feedback): Sound | null {
  return feedback.sound !== undefined ? feedback.sound : (TONE_SOUND[feedback.tone] ?? null);
}

/** Plays a sound as the station's settings say: at their volume, or not at all when off. */
export function playSound(sound: Sound): void {
  const settings = useSettings.getState().settings;
  if (settings?.sounds === false) return;
  playTone(sound, settings?.soundVolume ?? DEFAULT_SOUND_VOLUME);
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
    const sound = soundOf(feedback);
    if (sound && !repeat) playSound(sound);
  },
  clear: () => set({ feedback: null }),
}));
