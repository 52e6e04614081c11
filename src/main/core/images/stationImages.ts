// The station's remote images: which addresses main fetches, and from where on this computer or
// the LAN, decided once for a workspace from its service and the origins a store lists.
import type { Db } from '../db/database';
import { usedByStation } from './imagesInUse';
import { IMAGE_DEFAULTS, RemoteImages } from './remoteImages';

export function stationImages(
  db: Db,
  config: { imageOrigins: readonly string[]; now: () => Date; requestTimeoutMs: number },
  serviceUrl: string | null,
  templates: () => Iterable<unknown>,
): RemoteImages {
  const serviceOrigin = serviceUrl ? new URL(serviceUrl).origin : null;
  const listed = new Set(config.imageOrigins.flatMap(originOf));
  return new RemoteImages({
    db,
    now: config.now,
    timeoutMs: config.requestTimeoutMs,
    ...IMAGE_DEFAULTS,
    // On this computer or the LAN, only the station's own service and the origins a store lists
    // are trusted, in training as live: a page must not reach other local servers through main.
    mayBePrivate: (origin) => origin === serviceOrigin || listed.has(origin),
    // Only what the service returned names an image: a draft holds whatever a page saved.
    inUse: usedByStation({ origins: [serviceOrigin, ...listed], documents: templates }),
  });
}

/** The origin of an address a store listed, or nothing when it is not one. */
function originOf(address: string): string[] {
  try {
    return [new URL(address).origin];
  } catch {
    return [];
  }
}
