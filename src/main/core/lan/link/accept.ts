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

/** How long a new connection may take to say who it is. */
export const GREETING_MS = 10_000;

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

export function accept(socket: TLSSocket, acceptor: Acceptor): void {
  const framed = new FramedSocket(socket);
  const fingerprint = framed.peerFingerprint();
  if (!fingerprint) return framed.close();
  socket.setTimeout(GREETING_MS, () => framed.close());
  framed.onFrame = (frame) => {
    const message = frame.kind === FRAME_KIND.control ? decodeControl(frame.body) : null;
    framed.onFrame = () => framed.close();
    if (message?.t === 'hello') {
      if (!acceptor.admits(message, fingerprint)) {
        acceptor.refused(message, socket.remoteAddress);
        return framed.close();
      }
      socket.setTimeout(0);
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
  accept(socket, {
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
    greeted: (linked) => link.greeting.delete(linked),
    join: (request, fingerprint, remoteHost) => link.desk.judge(request, fingerprint, remoteHost),
  });
}
