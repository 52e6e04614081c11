// An HTTP request sent exactly as written (fetch would resolve dots and re-encode the path).
import { request } from 'node:http';

export interface RawAnswer {
  status: number;
  body: string;
}

export function rawRequest(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    // A fresh connection each time: a refused request may close the one it came on.
    // A body always goes with its length: Node sends a DELETE's body unframed otherwise, and the
    // server would read it as a second request.
    const framed =
      body === undefined
        ? headers
        : { ...headers, 'content-length': String(Buffer.byteLength(body)) };
    const options = { host: '127.0.0.1', port, method, path, headers: framed, agent: false };
    const req = request(options, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end(body);
  });
}
