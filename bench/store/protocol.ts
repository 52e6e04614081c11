// What the benchmarks of linked stations say to a station process: its configuration and the
// commands it takes, parsed with zod on arrival.
import { z } from 'zod';

export const StationConfig = z.object({
  name: z.string().min(1),
  dataDir: z.string().min(1),
  /** The wallet-pass service; a station given none works offline (its queue waits). */
  serviceUrl: z.url(),
  apiKey: z.string().min(1),
  /** Listens and links on 127.0.0.1; without it the station is alone, as before the link. */
  lan: z.boolean(),
});
export type StationConfig = z.infer<typeof StationConfig>;

export const Command = z.discriminatedUnion('cmd', [
  z.object({ cmd: z.literal('status') }),
  z.object({ cmd: z.literal('invite') }),
  z.object({ cmd: z.literal('join'), address: z.string(), code: z.string() }),
  z.object({ cmd: z.literal('setPeers'), addresses: z.array(z.string()) }),
  /** Answers once this many peers are linked, waiting on the station's own 'store.changed'. */
  z.object({ cmd: z.literal('waitLinked'), peers: z.number().int().nonnegative() }),
  /** One check-in at the counter; answers its item id and when the cashier asked for it. */
  z.object({ cmd: z.literal('checkIn'), customerId: z.string() }),
  /** When each of these visits reached this station's shared document, and its member view. */
  z.object({ cmd: z.literal('seen'), keys: z.array(z.string()) }),
  /** Check-ins at the counter as fast as they are stored, a turn of the event loop per batch. */
  z.object({
    cmd: z.literal('load'),
    count: z.number().int().nonnegative(),
    members: z.number().int().positive(),
    batch: z.number().int().positive(),
  }),
  /** Check-ins at a till's pace until `stopLoad`: peers busy while another station drains. */
  z.object({
    cmd: z.literal('pace'),
    intervalMs: z.number().positive(),
    members: z.number().int().positive(),
  }),
  z.object({ cmd: z.literal('stopLoad') }),
  /** Answers once the shared document holds this many visits. */
  z.object({ cmd: z.literal('waitVisits'), count: z.number().int().nonnegative() }),
  z.object({ cmd: z.literal('stats') }),
  z.object({ cmd: z.literal('close') }),
]);
export type Command = z.infer<typeof Command>;
export const Request = z.object({ id: z.number().int(), command: Command });

export interface Seen {
  key: string;
  /** When the visit entered this station's document (ms, the machine's clock). */
  docAt: number;
  /** When this station's member view first named another station's visit, or null. */
  storeLastAt: number | null;
}

export interface Stats {
  rss: number;
  heapUsed: number;
  external: number;
  /** The workspace's database with its WAL. */
  dbBytes: number;
  /** The shared document's stored updates: rows and bytes. */
  updateRows: number;
  updateBytes: number;
  outboxRows: number;
  visits: number;
  /** From the start of the process's own code to the shared document open. */
  openMs: number;
}
