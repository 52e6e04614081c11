// The station's settings: the program it serves, scanning, sounds, messages and the service.
import { useEffect, useState } from 'react';
import type { CachedTemplate } from '@shared/ipc/views';
import { messageOf } from '../../bridge/reviveErrors';
import { api } from '../../bridge/api';
import { useSettings } from '../../stores/settings';
import { ConnectionSettings } from './ConnectionSettings';
import { PresetSettings } from './PresetSettings';
import './settings.css';

export default function SettingsScreen() {
  const settings = useSettings((s) => s.settings);
  const update = useSettings((s) => s.update);
  const [programs, setPrograms] = useState<CachedTemplate[]>([]);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);

  useEffect(() => {
    api()
      .templates.list({ refresh: false })
      .then((answer) => setPrograms(answer.items.filter((t) => t.kind === 'loyalty')))
      .catch(() => setPrograms([]));
  }, []);

  if (!settings) return <p>Loading…</p>;

  const save = async (change: Parameters<typeof update>[0]) => {
    try {
      await update(change);
      setMessage({ error: false, text: 'Saved.' });
    } catch (error) {
      setMessage({
        error: true,
        text: messageOf(error, 'Could not save.'),
      });
    }
  };

  return (
    <div className="settings">
      <h1>Settings</h1>
      {message && (
        <p role={message.error ? 'alert' : 'status'} className={message.error ? 'error-text' : ''}>
          {message.text}
        </p>
      )}
      <fieldset>
        <legend>Counter</legend>
        <label htmlFor="program">Loyalty program this station serves</label>
        <select
          id="program"
          value={settings.programId ?? ''}
          onChange={(e) => void save({ programId: e.target.value || null })}
        >
          <option value="">Choose a program</option>
          {programs.map((p) => (
            <option key={p.dynamicPassId} value={p.dynamicPassId}>
              {p.name}
            </option>
          ))}
        </select>
        <label htmlFor="cooldown">Ask before stamping the same member again within (seconds)</label>
        <input
          id="cooldown"
          type="number"
          min={0}
          max={3600}
          defaultValue={settings.cooldownSeconds}
          onBlur={(e) => void save({ cooldownSeconds: Number(e.target.value) })}
        />
        <label className="check">
          <input
            type="checkbox"
            checked={settings.sounds}
            onChange={(e) => void save({ sounds: e.target.checked })}
          />
          Play sounds
        </label>
      </fieldset>
      <fieldset>
        <legend>Barcode</legend>
        <label htmlFor="rule">The member id is</label>
        <select
          id="rule"
          value={settings.barcodeRule.mode}
          onChange={(e) =>
            void save({
              barcodeRule:
                e.target.value === 'whole'
                  ? { mode: 'whole' }
                  : { mode: 'pattern', pattern: '^MEMBER:(.+)$' },
            })
          }
        >
          <option value="whole">the whole scanned text</option>
          <option value="pattern">the part a pattern captures</option>
        </select>
        {settings.barcodeRule.mode === 'pattern' && (
          <>
            <label htmlFor="pattern">Pattern (a regular expression with one capturing group)</label>
            <input
              id="pattern"
              defaultValue={settings.barcodeRule.pattern}
              onBlur={(e) =>
                void save({ barcodeRule: { mode: 'pattern', pattern: e.target.value } })
              }
            />
          </>
        )}
      </fieldset>
      <PresetSettings presets={settings.notificationPresets} save={save} />
      <ConnectionSettings settings={settings} save={save} />
    </div>
  );
}
