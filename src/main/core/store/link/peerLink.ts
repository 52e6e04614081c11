// One trusted link to another station of the store: its greeting, the heartbeat, and the sync of
// the active workspace's shared document while both stations are in the same mode.
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as sync from 'y-protocols/sync';
import * as Y from 'yjs';
import { FromPeer } from '../sharedDoc';
import {
  decodeControl,
  encodeControl,
  encodeFrame,
  FRAME_KIND,
  type Frame,
  type Hello,
} from './frames';
import type { FramedSocket } from './framedSocket';
import { missingParts } from './syncParts';

/** Heartbeats this often; a peer silent for AWAY_AFTER_MS is away and its link is dropped. */
export const HEARTBEAT_MS = 1000;
export const AWAY_AFTER_MS = 5000;

/** Whether a peer last heard at `lastHeardAt` still counts as linked at `now`. */
export function heardRecently(lastHeardAt: number, now: number): boolean {
  return now - lastHeardAt < AWAY_AFTER_MS;
}

/** What a link needs from the station's one link: the bound document and the clock. */
export interface LinkHost {
  bound(): {
    doc: Y.Doc;
    mode: Hello['mode'];
    /** Applies (or holds, see store/replicated) an update a peer sent; throws if it is garbage. */
    receive(update: Uint8Array, origin: FromPeer): void;
  } | null;
  now(): number;
  hello(): Hello;
  /** The peer greeted again (a switch of mode, a new name). */
  greeted(link: PeerLink): void;
  closed(link: PeerLink): void;
  /** Applies what this link carried, so the changes it makes are known to have come by it. */
  carried<T>(link: PeerLink, apply: () => T): T;
}

export class PeerLink {
  private heardAt: number;
  /** The peer's greeting, as it last said it. */
  private greeting: Hello;
  /** The certificate the peer showed, checked against the roster before the link was made. */
  readonly fingerprint: string;
  readonly remoteHost: string | undefined;
  /** What the peer's changes are applied as: they name the station they came from. */
  private readonly origin: FromPeer;

  constructor(
    private readonly framed: FramedSocket,
    peer: Hello,
    /** Where this station dialled it, or null when the peer dialled in. */
    readonly address: string | null,
    private readonly host: LinkHost,
  ) {
    this.greeting = peer;
    this.heardAt = host.now();
    this.fingerprint = framed.peerFingerprint() ?? '';
    this.remoteHost = framed.socket.remoteAddress;
    this.origin = new FromPeer(peer.stationId);
    framed.onFrame = (frame) => this.receive(frame);
    // The updates that arrived together are stored as one: one write to the database, not one each.
    framed.batch = (run) => {
      const bound = host.bound();
      if (bound && this.sharing)
        this.host.carried(this, () => Y.transact(bound.doc, run, this.origin));
      else run();
    };
    framed.socket.once('close', () => host.closed(this));
  }

  /** Who the peer said it is, in its last greeting. */
  get peer(): Hello {
    return this.greeting;
  }

  get lastHeardAt(): number {
    return this.heardAt;
  }

  /** Shares only with a station in the same mode: training never meets live. */
  get sharing(): boolean {
    return this.host.bound()?.mode === this.peer.mode;
  }

  /** Starts the document's sync: both sides send step 1 and answer the other's with step 2. */
  startSync(): void {
    const bound = this.host.bound();
    if (!bound || !this.sharing) return;
    const encoder = encoding.createEncoder();
    sync.writeSyncStep1(encoder, bound.doc);
    this.sendSync(encoder);
  }

  /** Says who this station is now (after a switch of mode), then syncs if the modes meet. */
  greet(): void {
    this.framed.send(encodeControl(this.host.hello()));
    this.startSync();
  }

  sendUpdate(update: Uint8Array): void {
    if (!this.sharing) return;
    const encoder = encoding.createEncoder();
    sync.writeUpdate(encoder, update);
    this.sendSync(encoder);
  }

  ping(): void {
    this.framed.send(encodeControl({ t: 'ping' }));
  }

  close(): void {
    this.framed.close();
  }

  get closed(): boolean {
    return this.framed.closed;
  }

  private receive(frame: Frame): void {
    this.heardAt = this.host.now();
    if (frame.kind === FRAME_KIND.sync) return this.receiveSync(frame.body);
    const message = decodeControl(frame.body);
    if (message?.t === 'ping') return;
    if (
      message?.t !== 'hello' ||
      message.stationId !== this.peer.stationId ||
      message.storeId !== this.peer.storeId
    ) {
      // Anything else on an open link is outside the protocol.
      return this.close();
    }
    this.greeting = message;
    this.host.greeted(this);
    this.startSync();
  }

  private receiveSync(body: Uint8Array): void {
    const bound = this.host.bound();
    if (!bound || !this.sharing) return;
    if (body[0] === sync.messageYjsSyncStep1) return this.answerStep1(body, bound.doc);
    try {
      const decoder = decoding.createDecoder(body);
      const kind = decoding.readVarUint(decoder);
      if (kind !== sync.messageYjsSyncStep2 && kind !== sync.messageYjsUpdate) return this.close();
      const update = decoding.readVarUint8Array(decoder);
      this.host.carried(this, () => bound.receive(update, this.origin));
    } catch {
      // A document message that does not decode: the peer is faulty, the station stays up.
      return this.close();
    }
  }

  /**
   * Answers a peer's sync request with what it lacks, in parts under the frame cap (one message
   * would outgrow it in a large store), so a new or long-absent till catches up at any size.
   */
  private answerStep1(body: Uint8Array, doc: Y.Doc): void {
    let stateVector: Map<number, number>;
    try {
      const decoder = decoding.createDecoder(body);
      decoding.readVarUint(decoder);
      stateVector = Y.decodeStateVector(decoding.readVarUint8Array(decoder));
    } catch {
      return this.close();
    }
    for (const part of missingParts(doc, stateVector)) {
      const encoder = encoding.createEncoder();
      encoding.writeVarUint(encoder, sync.messageYjsSyncStep2);
      encoding.writeVarUint8Array(encoder, part);
      this.sendSync(encoder);
      if (this.closed) return;
    }
  }

  private sendSync(encoder: encoding.Encoder): void {
    try {
      this.framed.send(encodeFrame(FRAME_KIND.sync, encoding.toUint8Array(encoder)));
    } catch {
      // Over the cap: the peer would drop it anyway; the link is dropped and dialled again.
      this.close();
    }
  }
}
