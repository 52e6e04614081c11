// A loopback image server for tests: fixed answers per path, and every request's headers kept.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Route = (response: ServerResponse) => void;

export interface ImageServer {
  origin: string;
  url(path: string): string;
  route(path: string, answer: Route): void;
  requests: { path: string; headers: IncomingHttpHeaders }[];
  close(): Promise<void>;
}

/** A 1x1 PNG, the smallest honest image. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><circle cx="4" cy="4" r="4" fill="#b5651d"/></svg>',
);

export const serve =
  (contentType: string | null, body: Buffer | string, status = 200): Route =>
  (response) => {
    response.statusCode = status;
    if (contentType) response.setHeader('content-type', contentType);
    response.end(body);
  };

export async function startImageServer(port = 0): Promise<ImageServer> {
  const routes = new Map<string, Route>();
  const requests: ImageServer['requests'] = [];
  const server = createServer((request, response) => {
    const path = request.url ?? '/';
    requests.push({ path, headers: request.headers });
    const route = routes.get(path);
    if (route) route(response);
    else {
      response.statusCode = 404;
      response.end('no such image');
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (path) => `${origin}${path}`,
    route: (path, answer) => routes.set(path, answer),
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
