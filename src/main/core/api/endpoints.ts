// The spec's documented endpoints (section 4), each request and answer parsed with the shared schemas.
import {
  API_PATHS,
  archiveResponse,
  checkInResponse,
  createLoyaltyTemplateResponse,
  createTemplateResponse,
  creditsResponse,
  templateListResponse,
  templateResponse,
  updateTemplateResponse,
  type CheckInRequest,
  type CreateLoyaltyTemplateRequest,
  type CreateTemplateRequest,
  type UpdateTemplateRequest,
} from '@shared/api';
import type { ApiClient } from './client';
import type { AnswerMeta } from './serviceTime';

export function specEndpoints(client: ApiClient) {
  return {
    createTemplate: (body: CreateTemplateRequest, idempotencyKey: string, meta?: AnswerMeta) =>
      client.call({
        method: 'POST',
        path: API_PATHS.createTemplate,
        body,
        idempotencyKey,
        schema: createTemplateResponse,
        endpoint: 'createTemplate',
        meta,
      }),
    listTemplates: () =>
      client.call({
        method: 'GET',
        path: API_PATHS.listTemplates,
        schema: templateListResponse,
        endpoint: 'listTemplates',
      }),
    getTemplate: (dynamicPassId: string) =>
      client.call({
        method: 'GET',
        path: API_PATHS.template(dynamicPassId),
        schema: templateResponse,
        endpoint: 'getTemplate',
      }),
    updateTemplate: (
      dynamicPassId: string,
      body: UpdateTemplateRequest,
      idempotencyKey: string,
      meta?: AnswerMeta,
    ) =>
      client.call({
        method: 'PUT',
        path: API_PATHS.template(dynamicPassId),
        body,
        idempotencyKey,
        schema: updateTemplateResponse,
        endpoint: 'updateTemplate',
        meta,
      }),
    createLoyaltyTemplate: (
      body: CreateLoyaltyTemplateRequest,
      idempotencyKey: string,
      meta?: AnswerMeta,
    ) =>
      client.call({
        method: 'POST',
        path: API_PATHS.createLoyaltyTemplate,
        body,
        idempotencyKey,
        schema: createLoyaltyTemplateResponse,
        endpoint: 'createLoyalty',
        meta,
      }),
    /** `body` undefined sends no body at all: the plain +1 of rule 1. */
    checkIn: (
      customerId: string,
      body: CheckInRequest | undefined,
      idempotencyKey: string,
      meta?: AnswerMeta,
    ) =>
      client.call({
        method: 'PUT',
        path: API_PATHS.checkIn(customerId),
        body,
        idempotencyKey,
        schema: checkInResponse,
        endpoint: 'checkIn',
        meta,
      }),
    archivePass: (cardId: string, idempotencyKey: string, meta?: AnswerMeta) =>
      client.call({
        method: 'DELETE',
        path: API_PATHS.archivePass(cardId),
        idempotencyKey,
        schema: archiveResponse,
        endpoint: 'archivePass',
        meta,
      }),
    getCredits: () =>
      client.call({
        method: 'GET',
        path: API_PATHS.credits,
        schema: creditsResponse,
        endpoint: 'getCredits',
      }),
  };
}
