// A station of the store as its roster and the shared 'stations' map carry it: beneath the link
// that keeps the roster and the records' judge that reads the map.
import { z } from 'zod';

const FINGERPRINT = /^[0-9a-f]{64}$/;

export const station = z.object({
  name: z.string().max(60),
  fingerprint: z.string().regex(FINGERPRINT),
  pairedAt: z.string().max(40),
  forgotten: z.boolean().optional(),
});

/**
 * A station of the store as the 'stations' shared map carries it (keyed by its id), with the
 * store it belongs to: a document kept from a store this station left names that store's
 * stations, and they must not be trusted again.
 */
export const sharedStation = station.extend({ storeId: z.string().min(1).max(100) });
export type SharedStation = z.infer<typeof sharedStation>;
