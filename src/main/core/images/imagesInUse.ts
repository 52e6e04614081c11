// Which image addresses the station itself uses: the image fields of the templates and programs
// the service returned. Main fetches those (and listed origins) only, so a page that asks for any
// other address, or saves one in a draft, cannot make main send a request there.
import { IMAGE_FIELDS } from '@shared/api';
import { parseImageUrl } from './imageUrl';

/** Fields holding an image address in a template or a loyalty program. */
const IMAGE_KEYS = new Set<string>([
  ...IMAGE_FIELDS,
  'customStampIcon',
  'heroImageUrl',
  'countBasedImageUrls',
]);

/** Keeps the walk bounded however deep a template is nested. */
const MAX_NODES = 100_000;

/** Every image address in the given documents, normalised as parseImageUrl gives it. */
export function imageUrlsIn(documents: Iterable<unknown>): Set<string> {
  const found = new Set<string>();
  const pending: unknown[] = [...documents];
  let seen = 0;
  while (pending.length > 0 && seen++ < MAX_NODES) {
    const node = pending.pop();
    if (!node || typeof node !== 'object') continue;
    for (const [key, value] of Object.entries(node)) {
      if (IMAGE_KEYS.has(key)) {
        for (const raw of Array.isArray(value) ? value : [value]) addUrl(found, raw);
      } else if (value && typeof value === 'object') {
        pending.push(value);
      }
    }
  }
  return found;
}

function addUrl(found: Set<string>, raw: unknown): void {
  if (typeof raw !== 'string' || raw.trim() === '') return;
  try {
    found.add(parseImageUrl(raw).href);
  } catch {
    // A placeholder or a broken address is never fetched anyway.
  }
}

/**
 * The check RemoteImages asks before anything else: an address one of the documents uses, or
 * any address on an origin the station trusts (its own service, the origins a store lists).
 */
export function usedByStation(o: {
  origins: Iterable<string | null>;
  documents: () => Iterable<unknown>;
}): (href: string) => boolean {
  const origins = new Set(o.origins);
  return (href) => origins.has(new URL(href).origin) || imageUrlsIn(o.documents()).has(href);
}
