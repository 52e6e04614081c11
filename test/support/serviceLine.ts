// One station's line to the service, as a test holds it: cut and mended without touching the
// service or the other stations' lines, or made to lose the answers of the next check-ins (the
// service applies them; the station never hears back).
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ServiceLine {
  /** The address to give the station as its service. */
  readonly url: string;
  cut(): void;
  mend(): void;
  /** The next `n` check-ins reach the service; their answers are lost on the way back. */
  loseAnswers(n: number): void;
  /** Check-ins whose answers were lost so far. */
  readonly lost: number;
  close(): Promise<void>;
}

const CHECK_IN = '/api/loyalty-pass/check-in/';

export async function serviceLine(serviceUrl: string): Promise<ServiceLine> {
  const target = new URL(serviceUrl);
  let up = true;
  let toLose = 0;
  let lost = 0;
  const forward = (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    const losing = toLose > 0 && req.method === 'PUT' && (req.url ?? '').startsWith(CHECK_IN);
    if (losing) toLose--;
    const onward = request(
      {
        host: target.hostname,
        port: target.port,
        path: req.url,
        method: req.method,
        headers: { ...req.headers, host: target.host },
        agent: false,
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          if (losing) {
            lost++;
            req.socket.destroy();
            return;
          }
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          res.end(Buffer.concat(chunks));
        });
      },
    );
    // The service stopped: the station sees a line that does not answer.
    onward.on('error', () => req.socket.destroy());
    onward.end(body);
  };
  const server = createServer((req, res) => {
    if (!up) {
      req.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => forward(req, res, Buffer.concat(chunks)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    cut: () => {
      up = false;
    },
    mend: () => {
      up = true;
    },
    loseAnswers: (n) => {
      toLose = n;
    },
    get lost() {
      return lost;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
