// The counter's sounds: on or off, how loud, and a way to hear them before a customer does.
import { useEffect, useId, useState } from 'react';
import { settingsInput } from '@shared/ipc/views';
import { playTones } from '../../feedback/tones';
import { useSettings } from '../../state/settings';
import { said } from '@shared/i18n/said';
import { useT } from '../../i18n/useT';
import { SaidLine } from '../../ui/SaidLine';
import { useSettingSave } from './useSettingSave';

const volumeSchema = settingsInput.shape.soundVolume;

export function SoundSection() {
  const t = useT();
  const sounds = useSettings((s) => s.settings?.sounds);
  const stored = useSettings((s) => s.settings?.soundVolume);
  const [volume, setVolume] = useState(stored ?? 0);
  // The switch moves when pressed; it moves back if the change could not be kept.
  const [on, setOn] = useState(sounds ?? true);
  const { save, said: saved } = useSettingSave();
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
      void save(
        { soundVolume: checked.data },
        said('settings.sounds.savedVolume', { volume: checked.data }),
      );
  };
  return (
    <section className="form-group" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('settings.sounds.title')}</h2>
      <p className="field-hint">{t('settings.sounds.hint')}</p>
      <label className="choice">
        <input
          type="checkbox"
          checked={on}
          onChange={(e) => {
            const next = e.target.checked;
            setOn(next);
            void save(
              { sounds: next },
              said(next ? 'settings.sounds.savedOn' : 'settings.sounds.savedOff'),
            ).then((kept) => kept || setOn(!next));
          }}
        />{' '}
        {t('settings.sounds.play')}
      </label>
      <div className="form-field">
        <label htmlFor={`${id}-volume`}>{t('settings.sounds.volume')}</label>
        <input
          id={`${id}-volume`}
          type="range"
          min={0}
          max={100}
          step={5}
          value={volume}
          disabled={!on}
          aria-valuetext={t('settings.sounds.volumeOf', { volume })}
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
        {t('settings.sounds.test')}
      </button>
      <SaidLine said={saved} />
    </section>
  );
}
