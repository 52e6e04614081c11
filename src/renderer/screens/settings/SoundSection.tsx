// The counter's sounds: on or off, how loud, and a way to hear them before a customer does.
import { useEffect, useId, useState } from 'react';
import { settingsInput } from '@shared/ipc/views';
import { playTones } from '../../feedback/tones';
import { useSettings } from '../../stores/settings';
import { useSettingSave } from './useSettingSave';

const volumeSchema = settingsInput.shape.soundVolume;
import { SaidLine } from '../../ui/SaidLine';

export function SoundSection() {
  const sounds = useSettings((s) => s.settings?.sounds);
  const stored = useSettings((s) => s.settings?.soundVolume);
  const [volume, setVolume] = useState(stored ?? 0);
  // The switch moves when pressed; it moves back if the change could not be kept.
  const [on, setOn] = useState(sounds ?? true);
  const { save, said } = useSettingSave();
  const id = useId();

  // A change saved elsewhere (another window) moves the slider too.
  useEffect(() => {
    if (stored !== undefined) setVolume(stored);
  }, [stored]);
  useEffect(() => {
    if (sounds !== undefined) setOn(sounds);
  }, [sounds]);

  if (sounds === undefined || stored === undefined) return null;
  // Saved when the slider is let go (or a key moves it), not at every step of a drag.
  const keepVolume = () => {
    const checked = volumeSchema.safeParse(volume);
    if (!checked.success) return;
    if (checked.data !== stored)
      void save({ soundVolume: checked.data }, `Saved: volume ${checked.data}.`);
  };
  return (
    <section className="form-group" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Sounds</h2>
      <p className="field-hint">
        A scan that stamps rises, one kept to sync later is a single soft note, one that asks the
        cashier to decide (a repeat, a full card) is three quick notes, and a refusal buzzes.
      </p>
      <label className="choice">
        <input
          type="checkbox"
          checked={on}
          onChange={(e) => {
            const next = e.target.checked;
            setOn(next);
            void save(
              { sounds: next },
              next ? 'Saved: sounds are on.' : 'Saved: sounds are off.',
            ).then((kept) => kept || setOn(!next));
          }}
        />{' '}
        Play sounds on scans
      </label>
      <div className="form-field">
        <label htmlFor={`${id}-volume`}>Volume</label>
        <input
          id={`${id}-volume`}
          type="range"
          min={0}
          max={100}
          step={5}
          value={volume}
          disabled={!on}
          aria-valuetext={`${volume} of 100`}
          onChange={(e) => setVolume(Number(e.target.value))}
          onPointerUp={keepVolume}
          onKeyUp={keepVolume}
          onBlur={keepVolume}
        />
        <output htmlFor={`${id}-volume`}>{volume}</output>
      </div>
      <button
        type="button"
        disabled={!on}
        onClick={() => playTones(['accepted', 'asks', 'refused'], volume)}
      >
        Test sound
      </button>
      <SaidLine said={said} />
    </section>
  );
}
