// The push messages a cashier can pick on the counter.
import { useState, type FormEvent } from 'react';
import type { SettingsInput } from '@shared/ipc/views';
import { useT } from '../../i18n/useT';

interface Props {
  presets: SettingsInput['notificationPresets'];
  save(change: Partial<SettingsInput>): Promise<void>;
}

export function PresetSettings({ presets, save }: Props) {
  const t = useT();
  const [heading, setHeading] = useState('');
  const [body, setBody] = useState('');
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!heading.trim()) return;
    void save({
      notificationPresets: [...presets, { heading: heading.trim(), body: body.trim() }],
    });
    setHeading('');
    setBody('');
  };
  return (
    <fieldset>
      <legend>{t('settings.presets.title')}</legend>
      <ul className="plain-list">
        {presets.map((p, i) => (
          <li key={`${p.heading}-${i}`}>
            <strong>{p.heading}</strong> {p.body}{' '}
            <button
              type="button"
              className="danger"
              onClick={() => void save({ notificationPresets: presets.filter((_, j) => j !== i) })}
            >
              {t('settings.presets.remove')}
            </button>
          </li>
        ))}
      </ul>
      <form onSubmit={add}>
        <label htmlFor="preset-heading">{t('settings.presets.heading')}</label>
        <input
          id="preset-heading"
          value={heading}
          maxLength={200}
          onChange={(e) => setHeading(e.target.value)}
        />
        <label htmlFor="preset-body">{t('settings.presets.body')}</label>
        <input
          id="preset-body"
          value={body}
          maxLength={1000}
          onChange={(e) => setBody(e.target.value)}
        />
        <button type="submit">{t('settings.presets.add')}</button>
      </form>
    </fieldset>
  );
}
