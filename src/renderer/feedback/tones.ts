// The sounds a cashier hears without looking: each outcome has its own short WebAudio phrase.
export type Outcome = 'synced' | 'saved' | 'error';

interface Note {
  hz: number;
  ms: number;
  wave: OscillatorType;
}

const PHRASES: Record<Outcome, Note[]> = {
  // Two rising notes: done and confirmed.
  synced: [
    { hz: 880, ms: 90, wave: 'sine' },
    { hz: 1318.5, ms: 140, wave: 'sine' },
  ],
  // One soft middle note: kept here, on its way.
  saved: [{ hz: 660, ms: 180, wave: 'triangle' }],
  // Two low buzzes: look at the screen.
  error: [
    { hz: 196, ms: 160, wave: 'square' },
    { hz: 196, ms: 160, wave: 'square' },
  ],
};

let context: AudioContext | null = null;

export function playTone(outcome: Outcome): void {
  try {
    context ??= new AudioContext();
    if (context.state === 'suspended') void context.resume();
    let at = context.currentTime + 0.01;
    for (const note of PHRASES[outcome]) {
      const osc = context.createOscillator();
      const gain = context.createGain();
      osc.type = note.wave;
      osc.frequency.value = note.hz;
      // A short ramp in and out avoids clicks.
      gain.gain.setValueAtTime(0, at);
      gain.gain.linearRampToValueAtTime(0.2, at + 0.01);
      gain.gain.linearRampToValueAtTime(0, at + note.ms / 1000);
      osc.connect(gain).connect(context.destination);
      osc.start(at);
      osc.stop(at + note.ms / 1000 + 0.02);
      at += note.ms / 1000 + 0.04;
    }
  } catch {
    // No audio device: the colour still tells.
  }
}
