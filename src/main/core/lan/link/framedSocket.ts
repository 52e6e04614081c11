// A TLS socket speaking in frames, with the peer's certificate fingerprint read once.
import type { TLSSocket } from 'node:tls';
import { fingerprintOf } from './identity';
import { FrameReader, type Frame } from './frames';

export class FramedSocket {
  private readonly reader = new FrameReader();
  /** Replaced as the link moves from its greeting to sharing; runs synchronously per frame. */
  onFrame: (frame: Frame) => void = () => undefined;

  constructor(readonly socket: TLSSocket) {
    socket.on('data', (chunk: Buffer) => {
      let frames: Frame[];
      try {
        frames = this.reader.push(chunk);
      } catch {
        // Oversized or malformed: the peer is not following the protocol.
        socket.destroy();
        return;
      }
      for (const frame of frames) {
        if (socket.destroyed) return;
        this.onFrame(frame);
      }
    });
    // A reset peer ends in 'close'; the error itself needs no answer.
    socket.on('error', () => undefined);
  }

  /** The certificate the other side presented, or null when it presented none. */
  peerFingerprint(): string | null {
    const cert = this.socket.getPeerX509Certificate();
    return cert ? fingerprintOf(cert.raw) : null;
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
