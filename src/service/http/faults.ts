// Fault injection: latency, dropped connections, 500s and "apply, then drop the answer".
import { ERROR_CODES } from '@shared/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

const rate = z.number().min(0, 'rates run from 0 to 1').max(1, 'rates run from 0 to 1');
const millis = z.number().int().min(0).max(600_000);

export const faultStep = z.union([
  z.enum(['ok', 'drop', 'error500', 'applyThenDrop']),
  z.object({ latencyMs: millis }).strict(),
]);
export type FaultStep = z.infer<typeof faultStep>;

export const faultSettings = z
  .object({
    latencyMs: millis.optional(),
    latencyJitterMs: millis.optional(),
    dropRate: rate.optional(),
    errorRate: rate.optional(),
    applyThenDropRate: rate.optional(),
    sequence: z.array(faultStep).optional(),
    ignoreIdempotencyKey: z.boolean().optional(),
    appliesTo: z.enum(['changing', 'all']).optional(),
  })
  .strict()
  .refine((f) => (f.dropRate ?? 0) + (f.errorRate ?? 0) + (f.applyThenDropRate ?? 0) <= 1, {
    message: 'dropRate + errorRate + applyThenDropRate must not exceed 1',
  });
export type FaultSettings = z.infer<typeof faultSettings>;

type Action = 'ok' | 'drop' | 'error500' | 'applyThenDrop';
const CHANGING = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

/** The faults in force; a scripted sequence is consumed one step per matching request. */
export class Faults {
  private settings: FaultSettings;

  constructor(initial: FaultSettings = {}) {
    this.settings = faultSettings.parse(initial);
  }

  get(): FaultSettings {
    return structuredClone(this.settings);
  }

  set(next: FaultSettings): void {
    this.settings = faultSettings.parse(next);
  }

  get ignoreIdempotencyKey(): boolean {
    return this.settings.ignoreIdempotencyKey === true;
  }

  /** Only the API is faulty; images, the demo page and the control endpoint never are. */
  private matches(request: FastifyRequest): boolean {
    if (!request.url.startsWith('/api/')) return false;
    return this.settings.appliesTo === 'all' || CHANGING.has(request.method);
  }

  private decide(request: FastifyRequest): { latencyMs: number; action: Action } {
    if (!this.matches(request)) return { latencyMs: 0, action: 'ok' };
    const s = this.settings;
    const base = (s.latencyMs ?? 0) + Math.random() * (s.latencyJitterMs ?? 0);
    const step = s.sequence?.shift();
    if (step !== undefined) {
      return typeof step === 'string'
        ? { latencyMs: base, action: step }
        : { latencyMs: step.latencyMs, action: 'ok' };
    }
    const roll = Math.random();
    const drop = s.dropRate ?? 0;
    const error = drop + (s.errorRate ?? 0);
    const applyThenDrop = error + (s.applyThenDropRate ?? 0);
    const action: Action =
      roll < drop
        ? 'drop'
        : roll < error
          ? 'error500'
          : roll < applyThenDrop
            ? 'applyThenDrop'
            : 'ok';
    return { latencyMs: base, action };
  }

  /** onRequest hook: delays, drops or fails a request before anything is done. */
  readonly onRequest = async (request: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    const { latencyMs, action } = this.decide(request);
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    if (action === 'drop') {
      reply.hijack();
      request.raw.socket.destroy();
      return reply;
    }
    if (action === 'error500') {
      return reply.code(500).send({
        success: false,
        error: 'Unexpected server error (injected fault)',
        errorCode: ERROR_CODES.internal,
      });
    }
    if (action === 'applyThenDrop') dropAfterApplying.add(request);
    return undefined;
  };

  /** onSend hook: the change is committed by now; the answer never reaches the client. */
  readonly onSend = async (request: FastifyRequest, _reply: FastifyReply, payload: unknown) => {
    if (dropAfterApplying.has(request)) request.raw.socket.destroy();
    return payload;
  };
}

const dropAfterApplying = new WeakSet<FastifyRequest>();
