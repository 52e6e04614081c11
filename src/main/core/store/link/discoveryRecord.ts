// What a station's announcement on the network says, and how another station reads it.
import { createHash } from 'node:crypto';
import { isIPv4 } from 'node:net';
import type { Service } from 'bonjour-service';
import { z } from 'zod';
import { peerAddress } from '@shared/ipc/storeContract';

/** `_passdesk._tcp`: what a station announces and looks for. */
export const SERVICE_TYPE = 'passdesk';

/** A store has a few tills; anything past this on one network is noise, not a store. */
export const MAX_STATIONS_IN_SIGHT = 64;

/**
 * A station's TXT record. Anyone on the network can announce anything, so a record that does not
 * match this is ignored, never trusted and never a reason to stop.
 */
export const stationTxt = z.object({
  v: z.literal('1'),
  id: z
    .string()
    .min(1)
    .max(100)
    .regex(/^[\x21-\x7e]+$/),
  store: z.string().regex(/^(none|[0-9a-f]{12})$/),
});
export type StationTxt = z.infer<typeof stationTxt>;

/**
 * What a station says of its store on the open network: a digest, so a till can tell its own
 * store's stations from a neighbour's without the store's id being broadcast.
 */
export function storeTag(storeId: string | null): string {
  if (storeId === null) return 'none';
  return createHash('sha256').update(storeId).digest('hex').slice(0, 12);
}

export interface FoundStation {
  stationId: string;
  /** Where its link listens, as `host:port` (a peerAddress). */
  address: string;
  /** The digest of its store's id, or 'none' before it is paired. */
  storeTag: string;
}

/** DNS labels hold 63 bytes and no dots; a digest of the id fits whatever the id holds. */
export function instanceName(stationId: string): string {
  return `passdesk-${createHash('sha256').update(stationId).digest('hex').slice(0, 16)}`;
}

/**
 * Where the answer came from is where the station is: its A records name every card it has,
 * some of which this station may not reach.
 */
export function addressOf(service: Service): string | null {
  const host = service.referer?.address ?? service.addresses?.find((a) => isIPv4(a));
  if (!host || !Number.isInteger(service.port)) return null;
  const address = `${host.includes(':') ? `[${host}]` : host}:${service.port}`;
  return peerAddress.safeParse(address).success ? address : null;
}
