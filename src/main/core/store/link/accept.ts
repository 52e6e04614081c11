// What a station does with a connection another station opened: a paired peer's greeting, or a
// joining till's pairing try; anything else is dropped before a byte of the document is sent.
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
import type { StoreLink } from './storeLink';

/** How long a new connection may take to say who it is, from its first byte: a deadline. */
export const GREETING_MS = 10_000;
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

/** A connection to this station's listener: dropped at once while sharing is paused. */
export function acceptFor(link: StoreLink, socket: TLSSocket): void {
  const { roster } = link;
  if (!roster.sharing || link.closing) return void socket.destroy();
  link.greeting.add(socket);
  socket.once('close', () => link.greeting.delete(socket));
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
        if (link.refusedGreetings.size >= 64) link.refusedGreetings.clear();
        link.refusedGreetings.set(hello.stationId, formatAddress(remoteHost, hello.port));
      },
      link: (framed, hello) => {
        const peer = link.attach(framed, hello, null);
        if (peer) peer.greet();
        else framed.close();
      },
      greeted: (linked) => {
        link.greeting.delete(linked);
        link.gate.leave(linked);
      },
      join: (request, fingerprint, remoteHost) => link.desk.judge(request, fingerprint, remoteHost),
    },
    link.options.greetingMs,
  );
}
