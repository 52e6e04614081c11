// The counter's sounds against a recording stand-in for the audio device: each outcome its own
// phrase, notes as loud as the volume says, and nothing at all when sounds are off.
import { beforeEach, describe, expect, it } from 'vitest';
import type { SettingsView } from '@shared/ipc/views';
import { playTone, setAudioContextFactory, type Sound } from '../../../src/renderer/feedback/tones';
import { useFeedback } from '../../../src/renderer/state/feedback';
import { useSettings } from '../../../src/renderer/state/settings';

interface Played {
  hz: number;
  wave: string;
  peak: number;
}

let played: Played[];

/** Just enough of an AudioContext to hear what would be played: each note and its loudest gain. */
function recordingContext(): AudioContext {
  const destination = {};
  return {
    state: 'running',
    currentTime: 0,
    destination,
    resume: async () => {},
    createOscillator: () => {
      let through: { max: number } = { max: 0 };
      const osc = {
        type: '',
        frequency: { value: 0 },
        connect: (gain: { max: number }) => {
          through = gain;
          return { connect: () => destination };
        },
        start: () => played.push({ hz: osc.frequency.value, wave: osc.type, peak: through.max }),
        stop: () => {},
      };
      return osc;
    },
    createGain: () => {
      const node = {
        max: 0,
        gain: {
          setValueAtTime: () => {},
          linearRampToValueAtTime: (value: number) => {
            node.max = Math.max(node.max, value);
          },
        },
      };
      return node;
    },
  } as unknown as AudioContext;
}

const phrase = (sound: Sound, volume = 100) => {
  played = [];
  playTone(sound, volume);
  return played.map(({ hz, wave }) => `${wave}:${hz}`).join(' ');
};

const settings = (change: Partial<SettingsView>) =>
  useSettings.setState({
    settings: { sounds: true, soundVolume: 70, ...change } as SettingsView,
  });

beforeEach(() => {
  played = [];
  setAudioContextFactory(recordingContext);
  useFeedback.setState({ feedback: null, seq: 0 });
});

describe('the counter sounds', () => {
  it('gives accepted, saved, asks and refused each a phrase of its own', () => {
    const phrases = (['accepted', 'saved', 'asks', 'refused'] as const).map((s) => phrase(s));
    expect(new Set(phrases).size).toBe(4);
    phrases.forEach((p) => expect(p).not.toBe(''));
  });

  it('scales every note by the volume, and plays nothing at 0', () => {
    phrase('accepted', 100);
    const full = played.map((n) => n.peak);
    phrase('accepted', 35);
    expect(played.map((n) => n.peak)).toEqual(full.map((p) => expect.closeTo(p * 0.35, 10)));
    expect(full.every((p) => p > 0)).toBe(true);
    expect(phrase('accepted', 0)).toBe('');
  });

  it('plays the decision the counter shows, at the volume set, and nothing when off', () => {
    settings({ soundVolume: 50 });
    useFeedback.getState().show({ tone: 'synced', title: 'Synced', detail: '' });
    expect(played.map((n) => n.hz)).toEqual([880, 1318.5]);
    expect(played[0]!.peak).toBeCloseTo(0.15);

    played = [];
    useFeedback.getState().show({ tone: 'info', sound: 'asks', title: 'Checked in', detail: '' });
    expect(played.map((n) => n.hz)).toEqual([784, 784, 587.3]);

    played = [];
    useFeedback.getState().show({ tone: 'info', title: 'Member found', detail: '' });
    expect(played).toEqual([]);

    settings({ sounds: false, soundVolume: 100 });
    useFeedback.getState().show({ tone: 'error', title: 'Not recorded', detail: '' });
    expect(played).toEqual([]);
    settings({ sounds: true, soundVolume: 100 });
    useFeedback.getState().show({ tone: 'error', title: 'Not recorded', detail: 'again' });
    expect(played.map((n) => n.wave)).toEqual(['square', 'square']);
  });
});
