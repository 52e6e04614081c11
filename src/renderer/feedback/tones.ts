// The sounds a cashier hears without looking: each outcome has its own short WebAudio phrase.
/** accepted: stamped and confirmed · saved: stamped, kept here to sync · asks: look and decide · refused. */
export type Sound = 'accepted' | 'saved' | 'asks' | 'refused';

interface Note {
  hz: number;
  ms: number;
  wave: OscillatorType;
}

const PHRASES: Record<Sound, Note[]> = {
  // Two rising notes: done and confirmed.
  accepted: [
    { hz: 880, ms: 90, wave: 'sine' },
    { hz: 1318.5, ms: 140, wave: 'sine' },
  ],
  // One soft middle note: kept here, on its way.
  saved: [{ hz: 660, ms: 180, wave: 'triangle' }],
  // Three quick even notes, falling: not done yet, the cashier decides (a repeat, a full card).
  asks: [
    { hz: 784, ms: 70, wave: 'triangle' },
    { hz: 784, ms: 70, wave: 'triangle' },
    { hz: 587.3, ms: 120, wave: 'triangle' },
  ],
  // Two low buzzes: refused, look at the screen.
  refused: [
    { hz: 196, ms: 160, wave: 'square' },
    { hz: 196, ms: 160, wave: 'square' },
  ],
};

/** The loudest a note gets at volume 100: loud enough at a till, short of clipping. */
const PEAK_GAIN = 0.3;

let makeContext: () => AudioContext = () => new AudioContext();
let context: AudioContext | null = null;

/** Where the sounds play; tests give a recording stand-in instead of the audio device. */
export function setAudioContextFactory(make: () => AudioContext): void {
  makeContext = make;
  context = null;
}

/** Plays an outcome's phrase at `volume` (0 to 100); at 0 nothing is played. */
export function playTone(sound: Sound, volume: number): void {
  playTones([sound], volume);
}

/** Plays phrases one after another, a short pause between, as the settings' "Test sound" does. */
export function playTones(sounds: readonly Sound[], volume: number): void {
  const peak = (PEAK_GAIN * Math.min(100, Math.max(0, volume))) / 100;
  if (peak === 0 || sounds.length === 0) return;
  try {
    context ??= makeContext();
    if (context.state === 'suspended') void context.resume();
    let at = context.currentTime + 0.01;
    for (const sound of sounds) at = schedule(context, PHRASES[sound], at, peak) + PHRASE_GAP_S;
  } catch {
    // No audio device: the colour still tells.
  }
}

const PHRASE_GAP_S = 0.35;

/** Queues a phrase's notes from `at`; answers when the last one ends. */
function schedule(context: AudioContext, notes: Note[], at: number, peak: number): number {
  for (const note of notes) {
    const osc = context.createOscillator();
    const gain = context.createGain();
    osc.type = note.wave;
    osc.frequency.value = note.hz;
    // A short ramp in and out avoids clicks.
    gain.gain.setValueAtTime(0, at);
    gain.gain.linearRampToValueAtTime(peak, at + 0.01);
    gain.gain.linearRampToValueAtTime(0, at + note.ms / 1000);
    osc.connect(gain).connect(context.destination);
    osc.start(at);
    osc.stop(at + note.ms / 1000 + 0.02);
    at += note.ms / 1000 + 0.04;
  }
  return at;
}
