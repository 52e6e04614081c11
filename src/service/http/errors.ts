// Turns every failure into the error body of section 7, so nothing reaches a client raw.
import { ERROR_CODES } from '@shared/api';
import type { FastifyError, FastifyInstance } from 'fastify';
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
