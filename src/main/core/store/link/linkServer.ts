// The station's TLS listener for its peers: mutual certificates (judged later by fingerprint),
// on the port asked for, or on any free port when that one is taken.
import { networkInterfaces } from 'node:os';
import type { Socket } from 'node:net';
import { createServer, type Server, type TLSSocket } from 'node:tls';
import type { StationIdentity } from './identity';

export interface Listening {
  server: Server;
  port: number;
  /** Set when the port asked for was taken and another was used instead. */
  fellBackFrom: number | null;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => reject(error);
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      resolve((server.address() as { port: number }).port);
    });
  });
}

export async function startLinkServer(
  identity: StationIdentity,
  where: { port: number; host: string; greetingMs: number },
  onSocket: (socket: TLSSocket) => void,
  /** Whether to take a new connection at all, asked before its TLS handshake. */
  admits: (socket: Socket) => boolean = () => true,
): Promise<Listening> {
  const server = createServer(
    {
      key: identity.key,
      cert: identity.cert,
      // Every peer must show a certificate; which ones are trusted is the roster's to say.
      requestCert: true,
      rejectUnauthorized: false,
      minVersion: 'TLSv1.3',
      // A handshake is part of the greeting's time, not two minutes of its own.
      handshakeTimeout: where.greetingMs,
    },
    onSocket,
  );
  server.on('connection', (socket: Socket) => {
    if (!admits(socket)) socket.destroy();
  });
  // A client that fails its handshake is simply gone; the listener stays up.
  server.on('tlsClientError', () => undefined);
  try {
    try {
      return { server, port: await listen(server, where.port, where.host), fellBackFrom: null };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || where.port === 0) throw error;
      return { server, port: await listen(server, 0, where.host), fellBackFrom: where.port };
    }
  } catch (error) {
    throw new Error(
      `This station cannot listen for the store's other stations on ${formatAddress(where.host, where.port)} ` +
        `(${(error as Error).message}): give an address of this computer, such as 0.0.0.0.`,
      { cause: error },
    );
  }
}

/** host:port, with an IPv6 host in brackets and IPv4 addresses mapped into IPv6 unwrapped. */
export function formatAddress(host: string, port: number): string {
  const plain = host.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
  return plain.includes(':') ? `[${plain}]:${port}` : `${plain}:${port}`;
}

/** The address a till on the store's network can reach this station at. */
export function reachableHost(host: string): string {
  if (host !== '0.0.0.0' && host !== '::') return host;
  for (const addresses of Object.values(networkInterfaces())) {
    for (const address of addresses ?? []) {
      if (address.family === 'IPv4' && !address.internal) return address.address;
    }
  }
  return '127.0.0.1';
}
