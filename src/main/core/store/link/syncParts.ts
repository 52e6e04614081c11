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
  const { clients, order, from } = sendingOrder(doc, stateVector);
  // One run per client in a part (an update holds each client once), in clock order: a client's
  // structs in `order` follow one another without a gap, so they join the client's run.
  let runs = new Map<number, { clock: number; count: number; encoder: Y.UpdateEncoderV1 }>();
  let size = 0;
  const part = () => {
    const done = [...runs].map(([client, run]) => ({
      client,
      clock: run.clock,
      count: run.count,
      body: run.encoder.toUint8Array(),
    }));
    runs = new Map();
    size = 0;
    return partOf(done);
  };
  for (const [client, index] of order) {
    const struct = clients.get(client)![index]!;
    const clock = Math.max(from.get(client) ?? 0, struct.id.clock);
    let run = runs.get(client);
    if (!run) {
      run = { clock, count: 0, encoder: new Y.UpdateEncoderV1() };
      runs.set(client, run);
    }
    const before = encoding.length(run.encoder.restEncoder);
    struct.write(run.encoder, clock - struct.id.clock);
    run.count += 1;
    size += encoding.length(run.encoder.restEncoder) - before;
    if (size >= partBytes) yield part();
  }
  if (runs.size > 0) yield part();
  // The delete set alone: an update with no structs beyond what the doc's own state vector holds.
  const deletes = Y.encodeStateAsUpdate(doc, Y.encodeStateVector(doc));
  if (deletes.length > 2) yield deletes;
}

/**
 * The structs to send, each after those it refers to (its left and right origins, its parent):
 * a part applied before a struct it depends on would be held by Yjs as pending, and merged again
 * with every later part, which costs time growing with the square of the document.
 */
function sendingOrder(doc: Y.Doc, stateVector: Map<number, number>) {
  // Internal to Yjs but stable across 13.x: the structs of each client, in clock order.
  const clients = (doc.store as unknown as { clients: Map<number, Struct[]> }).clients;
  /** Where each client's structs to send start, and the next one to send. */
  const from = new Map<number, number>();
  const next = new Map<number, number>();
  /** The clock up to which each client's structs are at the peer or already ordered. */
  const have = new Map<number, number>();
  for (const [client, structs] of clients) {
    const clock = Math.max(stateVector.get(client) ?? 0, structs[0]!.id.clock);
    from.set(client, clock);
    have.set(client, clock);
    next.set(client, Y.findIndexSS(structs as never, Math.min(clock, endOf(structs) - 1)));
  }
  const order: [number, number][] = [];
  const lacking = (id: Y.ID | null): id is Y.ID =>
    id !== null && clients.has(id.client) && (have.get(id.client) ?? 0) <= id.clock;
  // Higher client ids first, as Yjs writes them (it helps its conflict resolution).
  for (const client of [...clients.keys()].sort((a, b) => b - a)) {
    const stack: Y.ID[] = [Y.createID(client, endOf(clients.get(client)!) - 1)];
    while (stack.length > 0) {
      const wanted = stack.at(-1)!;
      if (!lacking(wanted)) {
        stack.pop();
        continue;
      }
      const index = next.get(wanted.client)!;
      const struct = clients.get(wanted.client)![index]!;
      const dependency = dependenciesOf(struct).find(lacking);
      if (dependency) {
        stack.push(dependency);
        continue;
      }
      order.push([wanted.client, index]);
      next.set(wanted.client, index + 1);
      have.set(wanted.client, struct.id.clock + struct.length);
    }
  }
  return { clients, order, from };
}

function endOf(structs: Struct[]): number {
  const last = structs.at(-1)!;
  return last.id.clock + last.length;
}

/** The structs an item refers to, which the peer must hold before it can take the item in. */
function dependenciesOf(struct: Struct): Y.ID[] {
  if (!(struct instanceof Y.Item)) return [];
  const ids: Y.ID[] = [];
  if (struct.origin) ids.push(struct.origin);
  if (struct.rightOrigin) ids.push(struct.rightOrigin);
  const parent = (struct.parent as { _item?: Y.Item | null } | null)?._item;
  if (parent) ids.push(parent.id);
  return ids;
}

/** An update of these runs and an empty delete set (the v1 format, as Yjs writes it). */
function partOf(runs: Run[]): Uint8Array {
  // Higher client ids first, as Yjs writes them (it helps its conflict resolution).
  runs.sort((a, b) => b.client - a.client);
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
