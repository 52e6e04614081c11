// What a station does with a connection another station opened: a paired peer's greeting, or a
// joining till's pairing try; anything else is dropped before a byte of the document is sent.
import type { Socket } from 'node:net';
import type { TLSSocket } from 'node:tls';
import {
  decodeControl,
  encodeControl,
  FRAME_KIND,
  type ControlMessage,
  type Hello,
} from './frames';
import { FramedSocket } from './framedSocket';
import { formatAddress } from './linkServer';
import { GreetingGate } from './greetingGate';
import type { StationRoster } from './pairedStations';

import { GREETING_MS } from './options';

/** The most a connection may send before it is trusted: a greeting or a pairing try. */
export const GREETING_BYTES = 4096;

type Join = Extract<ControlMessage, { t: 'join' }>;
type Answer = Extract<ControlMessage, { t: 'welcome' } | { t: 'refused' }>;

export interface Acceptor {
  /** Whether a station with this certificate may link, greeting as it did. */
  admits(hello: Hello, fingerprint: string): boolean;
  /** A greeting refused: kept, so the station can be dialled back once the store trusts it. */
  refused(hello: Hello, remoteHost: string | undefined): void;
  /** Links a greeted peer (this side greets back and starts the sync). */
  link(framed: FramedSocket, hello: Hello): void;
  /** The connection became a link: the link owns it from now on. */
  greeted(socket: TLSSocket): void;
  /** Judges a pairing try; the answer is sent and the connection ended. */
  join(request: Join, fingerprint: string, remoteHost: string | undefined): Answer;
}

export function accept(socket: TLSSocket, acceptor: Acceptor, greetingMs = GREETING_MS): void {
  const framed = new FramedSocket(socket);
  const fingerprint = framed.peerFingerprint();
  if (!fingerprint) return framed.close();
  framed.limitUntilTrusted(GREETING_BYTES);
  // A deadline, not an idle timeout: a byte now and then does not keep the connection open.
  const deadline = setTimeout(() => framed.close(), greetingMs);
  deadline.unref();
  socket.once('close', () => clearTimeout(deadline));
  framed.onFrame = (frame) => {
    const message = frame.kind === FRAME_KIND.control ? decodeControl(frame.body) : null;
    framed.onFrame = () => framed.close();
    if (message?.t === 'hello') {
      if (!acceptor.admits(message, fingerprint)) {
        acceptor.refused(message, socket.remoteAddress);
        return framed.close();
      }
      clearTimeout(deadline);
      framed.trusted();
      acceptor.link(framed, message);
      return acceptor.greeted(socket);
    }
    if (message?.t === 'join') {
      framed.send(encodeControl(acceptor.join(message, fingerprint, socket.remoteAddress)));
      socket.end();
      return;
    }
    framed.close();
  };
}

/** What the acceptor needs of the station's link. */
export interface AcceptorHost {
  readonly roster: Pick<StationRoster, 'sharing' | 'storeId' | 'trusted'>;
  closing(): boolean;
  /** Makes the link of a greeted peer; null when it is not to be kept. */
  attach(framed: FramedSocket, hello: Hello): { greet(): void } | null;
  /** Judges a pairing try (the pairing desk's answer). */
  judge(request: Join, fingerprint: string, remoteHost: string | undefined): Answer;
  readonly greetingMs: number;
}

/** The most stations of this store kept to dial back after they greeted too early. */
const MAX_DIAL_BACK = 64;

/**
 * This station's listener's side: the connections not yet greeted (capped by the gate) and the
 * stations of this store that greeted before this station trusted them.
 */
export class LinkAcceptor {
  /** Connections accepted that have not yet said who they are. */
  private readonly greeting = new Set<TLSSocket>();
  /** Caps the connections not yet greeted, in all and per address. */
  private readonly gate = new GreetingGate();
  /** Stations of this store that greeted before this station trusted them: where to dial back. */
  private readonly refusedGreetings = new Map<string, string>();

  constructor(private readonly host: AcceptorHost) {}

  /** Counts a new connection; false when it is one too many. */
  enter(socket: Socket): boolean {
    return this.gate.enter(socket);
  }

  /** Where a station that greeted too early may be dialled back. */
  dialBackAt(stationId: string): string | undefined {
    return this.refusedGreetings.get(stationId);
  }

  /** A connection to this station's listener: dropped at once while sharing is paused. */
  accept(socket: TLSSocket): void {
    const { host } = this;
    const { roster } = host;
    if (!roster.sharing || host.closing()) return void socket.destroy();
    this.greeting.add(socket);
    socket.once('close', () => this.greeting.delete(socket));
    accept(
      socket,
      {
        admits: (hello, fingerprint) =>
          roster.sharing &&
          roster.storeId !== null &&
          hello.storeId === roster.storeId &&
          roster.trusted(fingerprint)?.stationId === hello.stationId,
        refused: (hello, remoteHost) => {
          // Only a station of this store, not yet known here, is worth dialling back later.
          if (hello.storeId !== roster.storeId || !remoteHost || !hello.port) return;
          if (this.refusedGreetings.size >= MAX_DIAL_BACK) this.refusedGreetings.clear();
          this.refusedGreetings.set(hello.stationId, formatAddress(remoteHost, hello.port));
        },
        link: (framed, hello) => {
          const peer = host.attach(framed, hello);
          if (peer) peer.greet();
          else framed.close();
        },
        greeted: (linked) => {
          this.greeting.delete(linked);
          this.gate.leave(linked);
        },
        join: (request, fingerprint, remoteHost) => host.judge(request, fingerprint, remoteHost),
      },
      host.greetingMs,
    );
  }

  /** Connections still greeting would hold the listener open until their time runs out. */
  close(): void {
    for (const socket of this.greeting) socket.destroy();
  }
}
