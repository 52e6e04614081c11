// The customer display's own link, for a second screen on this computer: shown only where the
// web host serves the station (the desktop app opens its display window itself).
import { useCallback, useEffect, useState } from 'react';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import './displayLink.css';

export function DisplayLinkSection() {
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
      <h2 id="display-link-title">Customer display</h2>
      <p>
        Open this link in a browser on this computer for the screen facing the customer. It shows
        the customer&apos;s card and can change nothing. Each link opens once: make a new one for
        another screen.
      </p>
      {url && (
        <div className="form-row">
          <div className="form-field display-link-field">
            <label htmlFor="s-display-link">Display link</label>
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
            New link
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
