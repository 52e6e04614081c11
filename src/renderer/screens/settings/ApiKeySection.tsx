// The API key, write-only: shown back only as "set, ends in …", confirmed by a test call.
import { useState } from 'react';
import type { ConnectionCheck } from '@shared/ipc/settingsView';
import type { SettingsView } from '@shared/ipc/views';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import { useSaid, useT } from '../../i18n/useT';

type Check = ConnectionCheck | null;

export function ApiKeySection({
  view,
  onChange,
}: {
  view: SettingsView;
  onChange: (v: SettingsView) => void;
}) {
  const t = useT();
  const say = useSaid();
  const [key, setKey] = useState('');
  const [check, setCheck] = useState<Check>(null);
  const [busy, setBusy] = useState(false);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } catch (e) {
      setCheck({ ok: false, message: messageOf(e) });
    } finally {
      setBusy(false);
    }
  };

  const save = () =>
    run(async () => {
      const answer = await api().settings.setApiKey({ apiKey: key });
      setKey('');
      onChange(answer.settings);
      setCheck(answer.check);
    });

  return (
    <section className="form-group" aria-labelledby="apikey-title">
      <h2 id="apikey-title">{t('settings.apiKey.title')}</h2>
      <p data-testid="apikey-state">
        {view.apiKey.set
          ? t('settings.apiKey.set', { end: view.apiKey.endsWith ?? '…' })
          : t('settings.apiKey.none')}{' '}
        <span className="desk-muted">
          {view.keyStorage.said ? view.keyStorage.said.map(say).join(' ') : view.keyStorage.note}
        </span>
      </p>
      {view.savedKeyFor && (
        <p className="desk-warning" data-testid="apikey-other-service">
          {t('settings.apiKey.otherService', {
            owner: view.savedKeyFor,
            service: new URL(view.serviceUrl).origin,
          })}
        </p>
      )}
      <form
        className="form-row"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="form-field">
          <label htmlFor="s-apikey">
            {t(view.apiKey.set ? 'settings.apiKey.replace' : 'settings.apiKey.enter')}
          </label>
          <input
            id="s-apikey"
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={key}
            onChange={(e) => setKey(e.target.value)}
          />
        </div>
        <button type="submit" disabled={busy || key.trim().length === 0}>
          {t('settings.apiKey.save')}
        </button>
      </form>
      <div className="desk-actions">
        <button
          type="button"
          disabled={busy || !view.apiKey.set}
          onClick={() => void run(async () => setCheck(await api().settings.testConnection({})))}
        >
          {t('settings.apiKey.test')}
        </button>
        <button
          type="button"
          disabled={busy || !view.apiKey.set}
          onClick={() =>
            void run(async () => {
              onChange(await api().settings.clearApiKey({}));
              setCheck(null);
            })
          }
        >
          {t('settings.apiKey.remove')}
        </button>
      </div>
      {check && (
        <p
          role={check.ok ? 'status' : 'alert'}
          className={check.ok ? 'desk-success' : 'desk-error'}
          data-testid="apikey-check"
          data-ok={check.ok}
        >
          {t(check.ok ? 'settings.apiKey.works' : 'settings.apiKey.fails', {
            // The core's English stays for its log; the page says it in its language.
            message: check.said ? say(check.said) : check.message,
          })}
        </p>
      )}
    </section>
  );
}
