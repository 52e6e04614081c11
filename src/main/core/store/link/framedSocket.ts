// A TLS socket speaking in frames, with the peer's certificate fingerprint read once.
import type { TLSSocket } from 'node:tls';
import { fingerprintOf } from './identity';
import { FrameReader, type Frame } from './frames';

export class FramedSocket {
  private readonly reader = new FrameReader();
  /** Replaced as the link moves from its greeting to sharing; runs synchronously per frame. */
  onFrame: (frame: Frame) => void = () => undefined;
  /** Runs the frames of one chunk together (a link applies them in one document transaction). */
  batch: (run: () => void) => void = (run) => run();
  /** Bytes the peer may still send before it is trusted (see limitUntilTrusted). */
  private allowance = Infinity;

  constructor(readonly socket: TLSSocket) {
    this.peerFingerprint();
    socket.on('data', (chunk: Buffer) => {
      this.allowance -= chunk.length;
      if (this.allowance < 0) {
        // More than a greeting from a peer not yet trusted: it is not following the protocol.
        socket.destroy();
        return;
      }
      let frames: Frame[];
      try {
        frames = this.reader.push(chunk);
      } catch {
        // Oversized or malformed: the peer is not following the protocol.
        socket.destroy();
        return;
      }
      try {
        this.batch(() => {
          for (const frame of frames) {
            if (socket.destroyed) return;
            this.onFrame(frame);
          }
        });
      } catch {
        // Whatever a peer's message set off (a full disk while storing it), the station stays up.
        socket.destroy();
      }
    });
    // A reset peer ends in 'close'; the error itself needs no answer.
    socket.on('error', () => undefined);
  }

  private fingerprint: string | null | undefined;

  /**
   * The certificate the other side presented, or null when it presented none. Read once, at the
   * handshake: a client's socket stops answering it once the server's session tickets arrive.
   */
  peerFingerprint(): string | null {
    if (this.fingerprint === undefined) {
      const cert = this.socket.getPeerX509Certificate();
      this.fingerprint = cert ? fingerprintOf(cert.raw) : null;
    }
    return this.fingerprint;
  }

  /** Until `trusted()`, a peer that sends more than `bytes` in all is dropped. */
  limitUntilTrusted(bytes: number): void {
    this.allowance = bytes;
  }

  trusted(): void {
    this.allowance = Infinity;
  }

  send(bytes: Buffer): void {
    if (!this.socket.destroyed) this.socket.write(bytes);
  }

  close(): void {
    this.socket.destroy();
  }

  get closed(): boolean {
    return this.socket.destroyed;
  }
}
