// A hand-made peer for hostile tests: a TLS client with any certificate (or none) that sends
// what the test says and records every byte it gets back.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { connect, type TLSSocket } from 'node:tls';
import { splitAddress } from '../../../../../src/main/core/store/link/connect';
import type { StationIdentity } from '../../../../../src/main/core/store/link/identity';

export interface RawPeer {
  socket: TLSSocket;
  /** Every byte received after the handshake. */
  received(): number;
  /** Resolves once the other side has closed the connection. */
  closed: Promise<void>;
}

export function rawPeer(address: string, identity: StationIdentity | null): Promise<RawPeer> {
  const { host, port } = splitAddress(address);
  return new Promise((resolve, reject) => {
    let bytes = 0;
    const socket = connect({
      host,
      port,
      rejectUnauthorized: false,
      ...(identity ? { key: identity.key, cert: identity.cert } : {}),
    });
    const closed = new Promise<void>((done) => socket.once('close', () => done()));
    socket.on('data', (chunk: Buffer) => (bytes += chunk.length));
    socket.once('error', (error) => reject(error));
    socket.once('secureConnect', () => {
      socket.removeAllListeners('error');
      socket.on('error', () => undefined);
      resolve({ socket, received: () => bytes, closed });
    });
  });
}

/** A station's identity read from its data folder (kept plain: no seal in tests). */
export function identityIn(dataDir: string): StationIdentity {
  const file = JSON.parse(readFileSync(join(dataDir, 'station-identity.json'), 'utf8')) as {
    cert: string;
    key: { data: string };
  };
  return { cert: file.cert, key: file.key.data, fingerprint: '' };
}

export function storeIdIn(dataDir: string): string {
  return (JSON.parse(readFileSync(join(dataDir, 'store.json'), 'utf8')) as { storeId: string })
    .storeId;
}
