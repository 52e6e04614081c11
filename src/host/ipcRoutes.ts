// The IPC contract over loopback HTTP: `POST /ipc/:channel` answers dispatch()'s envelope, and
// `GET /events` streams the core's events as Server-Sent Events.
/* eslint-disable i18n/person-facing-text -- its refusals answer programs that call the IPC routes by hand; the station's page never sends such a request */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { EventName } from '@shared/ipc/contract';
import { mediaType } from '@shared/http/mediaType';
import { dispatch } from '@shared/ipc/dispatch';
import type { Envelope } from '@shared/ipc/errors';
import { inEnglish } from '@shared/i18n/everyLanguage';
import { said } from '@shared/i18n/said';
import { forwardEvents } from '@shared/ipc/forwardEvents';
import type { HostedCore } from './hostedCore';

const HEARTBEAT_MS = 15_000;

export const INTERNAL_PROBLEM: Envelope = {
  ok: false,
  error: {
    kind: 'internal',
    message: inEnglish(said('pass.internalProblem')),
    said: said('pass.internalProblem'),
  },
};

export const refused = (message: string): Envelope => ({
  ok: false,
  error: { kind: 'invalid', message },
});

/**
 * Why an IPC call is refused before it is read: it must be a POST of JSON, which a page on
 * another site cannot send without the browser asking first (a form posts text/plain at most).
 */
export function ipcRequestRefusal(
  method: string,
  url: string,
  headers: { 'content-type'?: string | undefined },
): { status: number; message: string } | null {
  if (!/^\/ipc\//i.test(url)) return null;
  if (method !== 'POST')
    return { status: 405, message: `IPC calls are POST requests, not ${method}.` };
  const type = mediaType(headers['content-type']);
  if (type !== 'application/json') {
    return {
      status: 415,
      message: `IPC calls send JSON (content-type: application/json), not ${type ?? 'no type'}.`,
    };
  }
  return null;
}

export function registerIpcRoutes(
  app: FastifyInstance,
  core: HostedCore,
  onInternalError: (error: unknown, context: Record<string, unknown>) => void = () => {},
  pages: {
    /** The only events a request's page may hear; null for all of them. */
    heardBy?: (request: FastifyRequest) => readonly EventName[] | null;
    /** A page's event stream opened; answers what to do when it closes. */
    streamOpened?: (request: FastifyRequest) => () => void;
  } = {},
): void {
  app.post<{ Params: { channel: string } }>('/ipc/:channel', async (request, reply) => {
    const channel = request.params.channel;
    const answer = await dispatch(core.handlers, channel, request.body, (error) => {
      onInternalError(error, { channel });
      request.log.error({ err: error, channel }, 'handler failed');
    });
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
    const heard = pages.heardBy?.(request) ?? null;
    const streamClosed = pages.streamOpened?.(request) ?? (() => {});
    const unsubscribe = forwardEvents(
      core.events,
      (name, payload) => {
        if (heard && !heard.includes(name)) return;
        out.write(`event: ${name}\ndata: ${JSON.stringify(payload)}\n\n`);
      },
      (message, fields) => request.log.warn(fields, message),
    );
    const heartbeat = setInterval(() => out.write(': keep-alive\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    const stop = () => {
      clearInterval(heartbeat);
      unsubscribe();
      streamClosed();
    };
    request.raw.once('close', stop);
    out.once('close', stop);
  });
}
