// What the cluster and a station process say to each other: the station's configuration and the
// commands it takes, parsed with zod on arrival.
import { z } from 'zod';

/** `yjs-list` is Yjs with the check-ins in a list instead of a map, the obvious alternative model. */
// Automerge (automerge-repo 2.5) was measured too, with the adapter at commit 09d9796; it is not
// installed any more: its cbor-x dependency's optional native packages are missing from the
// registry this project installs from, which breaks a clean \`npm ci\`.
export const ENGINES = ['yjs', 'loro', 'yjs-list'] as const;
export type Engine = (typeof ENGINES)[number];

export const StationConfig = z.object({
  engine: z.enum(ENGINES),
  station: z.string().min(1),
  dir: z.string().min(1),
  peerPorts: z.array(z.number().int().positive()),
  members: z.number().int().positive(),
  /** The store's document for Automerge, which names its documents; the others have one per station. */
  docUrl: z.string().optional(),
});
export type StationConfig = z.infer<typeof StationConfig>;

const Tagged = { tag: z.string().min(1) };
export const Command = z.discriminatedUnion('cmd', [
  z.object({ cmd: z.literal('seed') }),
  z.object({
    cmd: z.literal('load'),
    count: z.number().int().nonnegative(),
    batch: z.number().int().positive(),
    ...Tagged,
  }),
  z.object({
    cmd: z.literal('probe'),
    count: z.number().int().positive(),
    intervalMs: z.number().positive(),
    ...Tagged,
  }),
  z.object({ cmd: z.literal('latencies') }),
  z.object({
    cmd: z.literal('waitFor'),
    items: z.number().int(),
    members: z.number().int(),
    enrolments: z.number().int(),
  }),
  z.object({ cmd: z.literal('enrol'), count: z.number().int().positive(), ...Tagged }),
  z.object({ cmd: z.literal('edit'), count: z.number().int().positive(), ...Tagged }),
  z.object({ cmd: z.literal('stats') }),
  z.object({ cmd: z.literal('resetPeak') }),
  z.object({ cmd: z.literal('digest') }),
  z.object({ cmd: z.literal('connect'), port: z.number().int().positive() }),
  z.object({ cmd: z.literal('compact') }),
  z.object({ cmd: z.literal('close') }),
]);
export type Command = z.infer<typeof Command>;
export const Request = z.object({ id: z.number().int(), command: Command });
