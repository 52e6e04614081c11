// The line between a test and a station process: one JSON object per line each way, zod-checked
// on both ends, so a garbled line is reported as what it is instead of a hang.
import { z } from 'zod';
import { envelope } from '@shared/ipc/errors';

/** What the test asks of a station: a channel of the contract by name, or a look at its doc. */
export const command = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('call'),
    id: z.number().int(),
    channel: z.string().min(1),
    request: z.unknown(),
  }),
  z.object({ kind: z.literal('doc'), id: z.number().int() }),
]);
export type Command = z.infer<typeof command>;

/** The shared document as a station holds it, in a form two stations can compare. */
export const docSummary = z.object({
  /** Each writer's clock, by client id: equal vectors mean the same updates were applied. */
  stateVector: z.record(z.string(), z.number()),
  /** Entries in each top-level map. */
  sizes: z.record(z.string(), z.number()),
  /** SHA-256 of the maps' content with keys sorted: equal digests mean equal content. */
  digest: z.string(),
  /** Every visit value, keyed as in the map (the chaos test reads who redeemed what, and when). */
  visits: z.record(z.string(), z.unknown()),
});
export type DocSummary = z.infer<typeof docSummary>;

/** What a station says: it is ready, an answer to a command, or an event of the contract. */
export const report = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('ready'),
    stationId: z.string(),
    listening: z.string().nullable(),
  }),
  z.object({ kind: z.literal('answer'), id: z.number().int(), envelope }),
  z.object({ kind: z.literal('doc'), id: z.number().int(), summary: docSummary }),
  z.object({ kind: z.literal('event'), name: z.string(), payload: z.unknown() }),
]);
export type Report = z.infer<typeof report>;
