// Turns every failure into the error body of section 7, so nothing reaches a client raw.
import { ERROR_CODES } from '@shared/api';
import type { FastifyError, FastifyInstance } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { bodyShapeProblem } from './jsonBody';
import { ServiceError, badRequest } from './serviceError';

export const BODY_LIMIT_BYTES = 1024 * 1024;

export function installErrorHandling(app: FastifyInstance): void {
  // An empty body is no body (a check-in may have none); anything else must be valid JSON.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    (_request, text, done) => {
      const source = String(text);
      if (source.trim() === '') return done(null, undefined);
      let body: unknown;
      try {
        body = JSON.parse(source);
      } catch (error) {
        return done(badRequest(`malformed JSON body: ${(error as Error).message}`), undefined);
      }
      const problem = bodyShapeProblem(body);
      if (problem) return done(badRequest(problem), undefined);
      done(null, body);
    },
  );

  app.setErrorHandler((error: FastifyError | ServiceError, request, reply) => {
    if (error instanceof ServiceError) {
      return reply.code(error.status).headers(error.headers).send(error.body);
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.code(413).send({
        success: false,
        error: `the body is larger than ${BODY_LIMIT_BYTES} bytes`,
        errorCode: ERROR_CODES.payloadTooLarge,
      });
    }
    if (status >= 400 && status < 500) {
      return reply
        .code(status)
        .send({ success: false, error: error.message, errorCode: ERROR_CODES.invalidRequest });
    }
    request.log.error(error);
    return reply.code(500).send({
      success: false,
      error: 'Unexpected server error',
      errorCode: ERROR_CODES.internal,
    });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({
      success: false,
      error: `no endpoint ${request.method} ${request.url.split('?')[0]}`,
      errorCode: ERROR_CODES.notFound,
    }),
  );
}

/** Requests Node's parser could not read (or not in time), with what to fix. */
const CLIENT_ERRORS: Record<string, { status: number; error: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, error: 'the request did not arrive in time' },
  HPE_HEADER_OVERFLOW: { status: 431, error: 'the request headers are too large' },
};

/**
 * Fastify's `clientErrorHandler`: a request Node cannot parse or that arrives too slowly is
 * answered with the error body of section 7 too (Fastify's own is another shape), then closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, error: message } = CLIENT_ERRORS[error.code ?? ''] ?? {
    status: 400,
    error: `the request is not valid HTTP (${error.code ?? 'unreadable'})`,
  };
  if (socket.writable) {
    const body = JSON.stringify({
      success: false,
      error: message,
      errorCode: ERROR_CODES.invalidRequest,
    });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
