// Each side of a link knows the other's certificate for the link's whole life: a client's TLS
// socket forgets it once the server's session tickets arrive, so it is read at the handshake.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, createServer } from 'node:tls';
import { expect, it } from 'vitest';
import { FramedSocket } from '../../../../../src/main/core/store/link/framedSocket';
import { loadIdentity } from '../../../../../src/main/core/store/link/identity';

const identity = async (name: string) =>
  (
    await loadIdentity(
      join(mkdtempSync(join(tmpdir(), 'passdesk-framed-')), 'id.json'),
      name,
      undefined,
      new Date(),
    )
  ).identity;

it('keeps the server’s fingerprint on the client after the session tickets arrive', async () => {
  const [server, client] = await Promise.all([identity('server'), identity('client')]);
  const listener = createServer(
    { ...server, requestCert: true, rejectUnauthorized: false, minVersion: 'TLSv1.3' },
    (socket) => socket.end('hello'),
  );
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  const port = (listener.address() as { port: number }).port;
  const socket = connect({ host: '127.0.0.1', port, ...client, rejectUnauthorized: false });
  const framed = await new Promise<FramedSocket>((resolve) =>
    socket.once('secureConnect', () => resolve(new FramedSocket(socket))),
  );
  let tickets = 0;
  socket.on('session', () => (tickets += 1));
  await new Promise<void>((resolve) => socket.once('close', () => resolve()));
  expect(tickets).toBeGreaterThan(0);
  expect(framed.peerFingerprint()).toBe(server.fingerprint);
  listener.close();
});
