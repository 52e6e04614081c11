// WebSocket links between stations for engines that bring a sync protocol but no transport (Yjs,
// Loro): a server for the peers that dial in, one client per peer dialled, and a byte count.
import type { WebSocketServer } from 'ws';
import WebSocket from 'ws';

/** What an engine's sync protocol does on a link: greet a new peer, answer its messages. */
export interface SyncProtocol {
  /** The first message on a new link, e.g. Yjs' sync step 1 or Loro's version vector. */
  greeting(): Uint8Array;
  /** Applies a peer's message and returns any answer for that peer. */
  receive(message: Uint8Array, link: Link): Uint8Array | undefined;
}

export interface Link {
  send(message: Uint8Array): void;
}

let bytesSent = 0;
const originalSend = WebSocket.prototype.send;
// Every engine's traffic leaves through ws' send, including automerge-repo's own adapters, so
// counting there measures all candidates the same way.
WebSocket.prototype.send = function countedSend(
  this: WebSocket,
  data: unknown,
  ...rest: unknown[]
) {
  if (data instanceof Uint8Array || data instanceof ArrayBuffer) bytesSent += data.byteLength;
  else if (typeof data === 'string') bytesSent += Buffer.byteLength(data);
  return (originalSend as (...args: unknown[]) => void).call(this, data, ...rest);
} as typeof WebSocket.prototype.send;

export const sentBytes = (): number => bytesSent;

export class Links {
  readonly #sockets = new Set<WebSocket>();
  readonly #server: WebSocketServer;
  #protocol: SyncProtocol | undefined;

  constructor(server: WebSocketServer) {
    this.#server = server;
    server.on('connection', (socket) => this.#attach(socket));
  }

  use(protocol: SyncProtocol): void {
    this.#protocol = protocol;
  }

  /** Sends to every peer in sight; each station sends its own changes to each peer itself. */
  broadcast(message: Uint8Array): void {
    for (const socket of this.#sockets) {
      if (socket.readyState === WebSocket.OPEN) socket.send(message);
    }
  }

  connect(port: number): void {
    const socket = new WebSocket(`ws://127.0.0.1:${port}`);
    socket.on('open', () => this.#attach(socket));
    socket.on('error', (error) => console.error(`link to ${port}: ${error.message}`));
  }

  #attach(socket: WebSocket): void {
    const protocol = this.#protocol;
    if (!protocol) throw new Error('Links.use(protocol) must come before any peer connects.');
    socket.binaryType = 'nodebuffer';
    this.#sockets.add(socket);
    const link: Link = { send: (message) => socket.send(message) };
    socket.on('message', (data: Buffer) => {
      const answer = protocol.receive(
        new Uint8Array(data.buffer, data.byteOffset, data.length),
        link,
      );
      if (answer && answer.length > 0) socket.send(answer);
    });
    socket.on('close', () => this.#sockets.delete(socket));
    socket.send(protocol.greeting());
  }

  close(): Promise<void> {
    for (const socket of this.#sockets) socket.terminate();
    return new Promise((resolve) => this.#server.close(() => resolve()));
  }
}
