// Opening a TLS connection to another station with this station's certificate; the other
// side's certificate is judged by its pinned fingerprint, not by any authority.
import { connect as tlsConnect } from 'node:tls';
import { failure } from '@shared/i18n/failure';
import type { StationIdentity } from './identity';
import { FramedSocket } from './framedSocket';
import { decodeControl, FRAME_KIND, type ControlMessage } from './frames';

export const CONNECT_MS = 5000;

/** Splits host:port, with an IPv6 host in brackets. */
export function splitAddress(address: string): { host: string; port: number } {
  const colon = address.lastIndexOf(':');
  const host = address.slice(0, colon).replace(/^\[(.*)\]$/, '$1');
  return { host, port: Number(address.slice(colon + 1)) };
}

export function connectTo(address: string, identity: StationIdentity): Promise<FramedSocket> {
  const { host, port } = splitAddress(address);
  return new Promise((resolve, reject) => {
    const socket = tlsConnect({
      host,
      port,
      key: identity.key,
      cert: identity.cert,
      // Trust is the pinned fingerprint, checked by the caller before anything is said.
      rejectUnauthorized: false,
      minVersion: 'TLSv1.3',
    });
    const fail = (error: Error) => {
      socket.destroy();
      reject(failure('offline', 'store.link.unreachable', { address, problem: error.message }));
    };
    socket.setTimeout(CONNECT_MS, () => fail(new Error('no answer')));
    socket.once('error', fail);
    socket.once('secureConnect', () => {
      socket.setTimeout(0);
      socket.off('error', fail);
      resolve(new FramedSocket(socket));
    });
  });
}

/**
 * Hands the other side's first control message (or null when it closes, stays silent or says
 * something else) to `handle`, synchronously, so frames right behind it reach whatever handler
 * `handle` installs.
 */
export function onFirstMessage(
  framed: FramedSocket,
  handle: (message: ControlMessage | null) => void,
): void {
  let done = false;
  const finish = (message: ControlMessage | null) => {
    if (done) return;
    done = true;
    clearTimeout(timer);
    handle(message);
  };
  const timer = setTimeout(() => {
    finish(null);
    framed.close();
  }, CONNECT_MS);
  framed.socket.once('close', () => finish(null));
  framed.onFrame = (frame) => {
    framed.onFrame = () => framed.close();
    finish(frame.kind === FRAME_KIND.control ? decodeControl(frame.body) : null);
  };
}
