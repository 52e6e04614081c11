// Sends one outbox item to the service with the item's own Idempotency-Key.
import type {
  CreateLoyaltyTemplateRequest,
  CreateTemplateRequest,
  UpdateTemplateRequest,
} from '@shared/api';
import { said, type Said } from '@shared/i18n/said';
import { ApiError, type WalletApi } from '../api';
import type { AnswerMeta } from '../api/serviceTime';
import {
  checkInBody,
  isLocalMember,
  type CheckInPayload,
  type EnrolPayload,
  type EraseMemberPayload,
  type UpdateMemberPayload,
  type UpdateTemplatePayload,
} from '../outbox/payloads';
import type { OutboxRow } from '../outbox/rows';
import { fieldsToSend } from '../members/accessCodes';
import type { SecretUse } from '../settings/stationSecret';

/** Opens what an item keeps sealed with the station's secret, for its request only. */
export type Unseal = (use: SecretUse, sealed: string) => string;

/** The program's member group: the one known when queued, or found now. */
async function groupOf(
  api: WalletApi,
  payload: { groupId: string | null; dynamicPassId: string },
): Promise<string> {
  const groupId =
    payload.groupId ??
    (await api.listGroups()).find((g) => g.dynamicPassId === payload.dynamicPassId)?.groupId;
  if (!groupId) {
    throw new ApiError('notFound', said('main.sync.noMemberGroup'), { status: 404 });
  }
  return groupId;
}

/** Add User on the program's group. */
async function enrol(
  api: WalletApi,
  payload: EnrolPayload,
  key: string,
  meta: AnswerMeta,
  unseal: Unseal | undefined,
): Promise<unknown> {
  const dynamicFields = fieldsToSend(payload, unseal);
  return api.addUser(await groupOf(api, payload), { dynamicFields }, key, meta);
}

/** Update User: the member's values as they are to be. */
async function updateMember(
  api: WalletApi,
  payload: UpdateMemberPayload,
  key: string,
  meta: AnswerMeta,
  unseal: Unseal | undefined,
): Promise<unknown> {
  if (isLocalMember(payload.customerId)) throw refuseLocalId(payload.customerId, 'update');
  const groupId = await groupOf(api, payload);
  const dynamicFields = fieldsToSend(payload, unseal);
  return api.updateUser(groupId, payload.customerId, { dynamicFields }, key, meta);
}

/**
 * Delete User; a member the service no longer has is as erased as can be: done. The service's id
 * is opened from its seal for the request only; an answer or refusal keeps the anonymous id.
 */
async function eraseMember(
  api: WalletApi,
  payload: EraseMemberPayload,
  key: string,
  meta: AnswerMeta,
  unseal: Unseal | undefined,
): Promise<unknown> {
  const serviceId = payload.sealedCustomerId
    ? (unseal ?? refuseSealed)('erasureSeal', payload.sealedCustomerId)
    : payload.customerId;
  const groupId = await groupOf(api, payload);
  try {
    const answer = await api.deleteUser(groupId, serviceId, key, meta);
    return withoutId(answer, serviceId, payload.anonymousId);
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'notFound') {
      // eslint-disable-next-line i18n/person-facing-text -- the item's stored answer, as the service words one
      return { message: 'Already gone', customerId: payload.anonymousId };
    }
    throw withoutId(error, serviceId, payload.anonymousId);
  }
}

const refuseSealed = (): never => {
  throw new Error('This station cannot open the sealed id of an erasure.');
};

/** An answer or refusal with the erased member's id put out of it, wherever the service said it. */
function withoutId<T>(value: T, serviceId: string, anonymousId: string): T {
  if (value instanceof ApiError) {
    if (!value.said || !JSON.stringify(value.said).includes(serviceId)) return value;
    const words = JSON.parse(JSON.stringify(value.said).replaceAll(serviceId, anonymousId)) as Said;
    return new ApiError(value.kind, words, {
      status: value.status,
      maybeApplied: value.maybeApplied,
      retryAfterMs: value.retryAfterMs,
      code: typeof value.details?.['code'] === 'string' ? value.details['code'] : null,
      serviceCode: value.serviceCode,
    }) as T;
  }
  if (value instanceof Error) {
    return value.message.includes(serviceId)
      ? (new Error(value.message.replaceAll(serviceId, anonymousId)) as T)
      : value;
  }
  const text = JSON.stringify(value ?? null);
  return text.includes(serviceId)
    ? (JSON.parse(text.replaceAll(serviceId, anonymousId)) as T)
    : value;
}

/**
 * A local id is this station's name for a member the service has not confirmed: sent, it would
 * reach a path the service never issued. Refused here, whatever path the item took to get here.
 */
function refuseLocalId(customerId: string, item: 'checkIn' | 'update' = 'checkIn'): ApiError {
  return new ApiError('invalid', said('main.sync.localId', { item, customerId }));
}

/** `meta` receives the service's time of the answer, whatever the answer was. */
export function perform(
  api: WalletApi,
  row: OutboxRow,
  meta: AnswerMeta,
  unseal?: Unseal,
): Promise<unknown> {
  const key = row.idempotency_key;
  switch (row.kind) {
    case 'checkIn': {
      const p = row.payload as CheckInPayload;
      if (isLocalMember(p.customerId)) return Promise.reject(refuseLocalId(p.customerId));
      return api.checkIn(p.customerId, checkInBody(p), key, meta);
    }
    case 'createTemplate':
      return api.createTemplate((row.payload as { body: CreateTemplateRequest }).body, key, meta);
    case 'updateTemplate': {
      const p = row.payload as UpdateTemplatePayload;
      return api.updateTemplate(p.dynamicPassId, p.body as UpdateTemplateRequest, key, meta);
    }
    case 'createLoyaltyTemplate':
      return api.createLoyaltyTemplate(
        (row.payload as { body: CreateLoyaltyTemplateRequest }).body,
        key,
        meta,
      );
    case 'archivePass':
      return api.archivePass((row.payload as { cardId: string }).cardId, key, meta);
    case 'enrol':
      return enrol(api, row.payload as EnrolPayload, key, meta, unseal);
    case 'updateMember':
      return updateMember(api, row.payload as UpdateMemberPayload, key, meta, unseal);
    case 'eraseMember':
      return eraseMember(api, row.payload as EraseMemberPayload, key, meta, unseal);
  }
}
