// Public, key-free routes: count images (as an image host serves them) and the fault control.
import { ERROR_CODES } from '@shared/api';
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { faultSettings } from '../http/faults';
import { ServiceError, parseOr400 } from '../http/serviceError';

export const CONTROL_FAULTS_PATH = '/__control/faults';

export function imageRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.get<{ Params: { file: string } }>('/images/:file', async (request, reply) => {
    const id = /^([0-9a-f]{24})\.svg$/.exec(request.params.file)?.[1];
    const image = id ? ctx.tables.images.get(id) : null;
    if (!image) throw new ServiceError(404, ERROR_CODES.notFound, 'image not found');
    return reply
      .header('content-type', image.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(image.body);
  });
}

/** Exists only when the service runs with `control`: tests change faults while it runs. */
export function controlRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.get(CONTROL_FAULTS_PATH, async () => ctx.faults.get());
  app.put(CONTROL_FAULTS_PATH, async (request) => {
    ctx.faults.set(parseOr400(faultSettings, request.body ?? {}, 'fault settings'));
    return ctx.faults.get();
  });
}
