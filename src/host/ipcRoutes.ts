// The IPC contract over loopback HTTP: `POST /ipc/:channel` answers dispatch()'s envelope, and
// `GET /events` streams the core's events as Server-Sent Events.
import type { FastifyInstance } from 'fastify';
import { dispatch } from '@shared/ipc/dispatch';
import { forwardEvents } from '@shared/ipc/forwardEvents';
import type { HostedCore } from './hostedCore';

const HEARTBEAT_MS = 15_000;

export function registerIpcRoutes(app: FastifyInstance, core: HostedCore): void {
  app.post<{ Params: { channel: string } }>('/ipc/:channel', async (request, reply) => {
    const answer = await dispatch(core.handlers, request.params.channel, request.body, (error) =>
      request.log.error({ err: error, channel: request.params.channel }, 'handler failed'),
    );
    return reply.header('cache-control', 'no-store').send(answer);
  });

  app.get('/events', (request, reply) => {
    reply.hijack();
    const out = reply.raw;
    out.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    out.write(': connected\n\n');
    const unsubscribe = forwardEvents(
      core.events,
      (name, payload) => out.write(`event: ${name}\ndata: ${JSON.stringify(payload)}\n\n`),
      (message, fields) => request.log.warn(fields, message),
    );
    const heartbeat = setInterval(() => out.write(': keep-alive\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    const stop = () => {
      clearInterval(heartbeat);
      unsubscribe();
    };
    request.raw.once('close', stop);
    out.once('close', stop);
  });
}
