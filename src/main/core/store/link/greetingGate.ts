// How many connections may be open at once before they say who they are: in all, and from one
// address, so a machine on the network cannot hold the listener's sockets (or memory) hostage.
import type { Socket } from 'node:net';

/** Connections not yet greeted, in all and from one address. */
export const MAX_GREETING = 32;
export const MAX_GREETING_PER_ADDRESS = 4;

const keyOf = (socket: { remoteAddress?: string | undefined; remotePort?: number | undefined }) =>
  `${socket.remoteAddress ?? '?'}|${socket.remotePort ?? 0}`;

export class GreetingGate {
  private readonly perAddress = new Map<string, number>();
  /** Each connection counted, by address and port: how to stop counting it. */
  private readonly counted = new Map<string, () => void>();

  constructor(
    private readonly maxTotal = MAX_GREETING,
    private readonly maxPerAddress = MAX_GREETING_PER_ADDRESS,
  ) {}

  /** Counts a new connection; false (and not counted) when it is one too many. */
  enter(socket: Socket): boolean {
    const address = socket.remoteAddress ?? '?';
    const fromThere = this.perAddress.get(address) ?? 0;
    if (this.counted.size >= this.maxTotal || fromThere >= this.maxPerAddress) return false;
    this.perAddress.set(address, fromThere + 1);
    const key = keyOf(socket);
    const release = () => {
      if (this.counted.get(key) !== release) return;
      this.counted.delete(key);
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    };
    this.counted.set(key, release);
    socket.once('close', release);
    return true;
  }

  /** The connection greeted (or was handed over): it no longer counts. */
  leave(socket: { remoteAddress?: string | undefined; remotePort?: number | undefined }): void {
    this.counted.get(keyOf(socket))?.();
  }

  get waiting(): number {
    return this.counted.size;
  }
}
