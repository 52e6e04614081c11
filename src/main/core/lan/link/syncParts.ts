// The answer to a peer's sync request cut into parts under the frame cap: y-protocols writes the
// whole missing state as one update, which for a large store (tens of thousands of visits) is
// bigger than any frame a peer accepts. Each part is itself a valid Yjs update: a run of one or
// more clients' structs in clock order, with an empty delete set; the delete set follows last.
import * as encoding from 'lib0/encoding';
import * as Y from 'yjs';

/** The size a part is cut at; a single struct bigger than this makes a part of its own. */
export const PART_BYTES = 1024 * 1024;

/** One client's run of structs in a part: where it starts and its structs, already encoded. */
interface Run {
  client: number;
  clock: number;
  count: number;
  body: Uint8Array;
}

type Struct = Y.Item | Y.GC;

/** The structs of `doc` that a peer with `stateVector` lacks, as updates of about `partBytes`. */
export function* missingParts(
  doc: Y.Doc,
  stateVector: Map<number, number>,
  partBytes = PART_BYTES,
): Generator<Uint8Array> {
  // Internal to Yjs but stable across 13.x: the structs of each client, in clock order.
  const clients = (doc.store as unknown as { clients: Map<number, Struct[]> }).clients;
  let runs: Run[] = [];
  let size = 0;
  const flush = function* () {
    if (runs.length > 0) yield partOf(runs);
    runs = [];
    size = 0;
  };
  // Higher client ids first, as Yjs writes them (it helps its conflict resolution).
  for (const client of [...clients.keys()].sort((a, b) => b - a)) {
    const structs = clients.get(client)!;
    const last = structs.at(-1)!;
    const end = last.id.clock + last.length;
    let clock = Math.max(stateVector.get(client) ?? 0, structs[0]!.id.clock);
    if (clock >= end) continue;
    let index = Y.findIndexSS(structs as never, clock);
    while (index < structs.length) {
      const run = new Y.UpdateEncoderV1();
      const start = clock;
      let count = 0;
      for (; index < structs.length; index += 1) {
        const struct = structs[index]!;
        struct.write(run, clock - struct.id.clock);
        clock = struct.id.clock + struct.length;
        count += 1;
        if (size + encoding.length(run.restEncoder) >= partBytes) {
          index += 1;
          break;
        }
      }
      const body = run.toUint8Array();
      runs.push({ client, clock: start, count, body });
      size += body.length;
      if (size >= partBytes) yield* flush();
    }
  }
  yield* flush();
  // The delete set alone: an update with no structs beyond what the doc's own state vector holds.
  const deletes = Y.encodeStateAsUpdate(doc, Y.encodeStateVector(doc));
  if (deletes.length > 2) yield deletes;
}

/** An update of these runs and an empty delete set (the v1 format, as Yjs writes it). */
function partOf(runs: Run[]): Uint8Array {
  const encoder = encoding.createEncoder();
  encoding.writeVarUint(encoder, runs.length);
  for (const run of runs) {
    encoding.writeVarUint(encoder, run.count);
    encoding.writeVarUint(encoder, run.client);
    encoding.writeVarUint(encoder, run.clock);
    encoding.writeUint8Array(encoder, run.body);
  }
  encoding.writeVarUint(encoder, 0);
  return encoding.toUint8Array(encoder);
}
