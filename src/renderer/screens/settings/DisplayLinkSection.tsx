// The customer display's own link, for a second screen on this computer: shown only where the
// web host serves the station (the desktop app opens its display window itself).
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import { useT } from '../../i18n/useT';
import './displayLink.css';

export function DisplayLinkSection() {
  const t = useT();
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const mint = useCallback(() => {
    api()
      .display.link({})
      .then(
        (link) => {
          setUrl(link.url);
          setError(null);
        },
        (e: unknown) => setError(messageOf(e)),
      );
  }, []);
  useEffect(mint, [mint]);

  if (!url && !error) return null;
  return (
    <section className="form-group" aria-labelledby="display-link-title">
      <h2 id="display-link-title">{t('settings.displayLink.title')}</h2>
      <p>{t('settings.displayLink.hint')}</p>
      {url && (
        <div className="form-row">
          <div className="form-field display-link-field">
            <label htmlFor="s-display-link">{t('settings.displayLink.label')}</label>
            {/* A text area, so the whole link shows, wrapped, on a narrow till. */}
            <textarea
              id="s-display-link"
              data-testid="display-link"
              readOnly
              rows={2}
              value={url}
              onFocus={(e) => e.currentTarget.select()}
            />
          </div>
          <button type="button" onClick={mint}>
            {t('settings.displayLink.new')}
          </button>
        </div>
      )}
      {error && (
        <p role="alert" className="desk-error">
          {error}
        </p>
      )}
    </section>
  );
}
