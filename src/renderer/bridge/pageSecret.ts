// The secret this page's session was opened with, taken once from the launch link's answer and
// kept in the tab, so a reload keeps it and no other tab, port or program reads it.
import { PAGE_SECRET } from '@shared/http/pageSecret';

export interface PageSecretPlace {
  document: Pick<Document, 'querySelector'>;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  location: Pick<Location, 'pathname' | 'search' | 'hash'>;
  history: Pick<History, 'replaceState' | 'state'>;
}

/**
 * The page's secret: from the meta tag the launch link's answer carried (removed once read, and
 * the spent code taken out of the address), else as the tab kept it; null when it has none.
 */
export function takePageSecret(place: PageSecretPlace): string | null {
  const meta = place.document.querySelector(`meta[name="${PAGE_SECRET.meta}"]`);
  const given = meta?.getAttribute('content');
  if (meta && given) {
    place.storage.setItem(PAGE_SECRET.storageKey, given);
    meta.remove();
  }
  if (new URLSearchParams(place.location.search).has('launch')) {
    place.history.replaceState(
      place.history.state,
      '',
      place.location.pathname + place.location.hash,
    );
  }
  return place.storage.getItem(PAGE_SECRET.storageKey);
}

/** The session ended: the tab forgets its secret, so the next load asks for a fresh link. */
export function forgetPageSecret(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(PAGE_SECRET.storageKey);
}
