// The service this station syncs with and its API key (write-only: never shown back in full).
import { useState, type FormEvent } from 'react';
import type { SettingsInput, SettingsView } from '@shared/ipc/views';
import { messageOf } from '../../bridge/reviveErrors';
import { api } from '../../bridge/api';

interface Props {
  settings: SettingsView;
  save(change: Partial<SettingsInput>): Promise<void>;
}

export function ConnectionSettings({ settings, save }: Props) {
  const [key, setKey] = useState('');
  const [result, setResult] = useState<string | null>(null);

  const setApiKey = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const { check } = await api().settings.setApiKey({ apiKey: key });
      setKey('');
      setResult(check.message);
    } catch (error) {
      setResult(messageOf(error, 'Could not store the key.'));
    }
  };

  const test = async () => {
    const answer = await api()
      .settings.testConnection({})
      .catch(() => null);
    setResult(answer ? answer.message : 'The station did not answer.');
  };

  return (
    <fieldset>
      <legend>Service</legend>
      {settings.trainingMode && <p>Training mode: practice data, nothing reaches real members.</p>}
      <label htmlFor="service-url">Service address</label>
      <input
        id="service-url"
        type="url"
        defaultValue={settings.serviceUrl}
        onBlur={(e) => void save({ serviceUrl: e.target.value })}
      />
      <p>
        API key:{' '}
        {settings.apiKey.set ? `set, ends in ${settings.apiKey.endsWith ?? '…'}` : 'not set'}.{' '}
        {settings.keyStorage.note}
      </p>
      <form onSubmit={(e) => void setApiKey(e)}>
        <label htmlFor="api-key">New API key</label>
        <input
          id="api-key"
          type="password"
          autoComplete="off"
          value={key}
          onChange={(e) => setKey(e.target.value)}
        />
        <button type="submit" disabled={key.trim().length < 8}>
          Store key
        </button>
        <button type="button" onClick={() => void test()}>
          Test connection
        </button>
      </form>
      {result && <p role="status">{result}</p>}
    </fieldset>
  );
}
