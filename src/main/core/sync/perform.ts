// Sends one outbox item to the service with the item's own Idempotency-Key.
import type {
  CreateLoyaltyTemplateRequest,
  CreateTemplateRequest,
  UpdateTemplateRequest,
} from '@shared/api';
import { said } from '@shared/i18n/said';
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
): Promise<unknown> {
  return api.addUser(await groupOf(api, payload), { dynamicFields: payload.fields }, key, meta);
}

/** Update User: the member's values as they are to be. */
async function updateMember(
  api: WalletApi,
  payload: UpdateMemberPayload,
  key: string,
  meta: AnswerMeta,
): Promise<unknown> {
  if (isLocalMember(payload.customerId)) throw refuseLocalId(payload.customerId, 'update');
  const groupId = await groupOf(api, payload);
  return api.updateUser(groupId, payload.customerId, { dynamicFields: payload.fields }, key, meta);
}

/** Delete User; a member the service no longer has is as erased as can be: done. */
async function eraseMember(
  api: WalletApi,
  payload: EraseMemberPayload,
  key: string,
  meta: AnswerMeta,
): Promise<unknown> {
  const groupId = await groupOf(api, payload);
  try {
    return await api.deleteUser(groupId, payload.customerId, key, meta);
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'notFound') {
      // eslint-disable-next-line i18n/person-facing-text -- the item's stored answer, as the service words one
      return { message: 'Already gone', customerId: payload.customerId };
    }
    throw error;
  }
}

/**
 * A local id is this station's name for a member the service has not confirmed: sent, it would
 * reach a path the service never issued. Refused here, whatever path the item took to get here.
 */
function refuseLocalId(customerId: string, item: 'checkIn' | 'update' = 'checkIn'): ApiError {
  return new ApiError('invalid', said('main.sync.localId', { item, customerId }));
}

/** `meta` receives the service's time of the answer, whatever the answer was. */
export function perform(api: WalletApi, row: OutboxRow, meta: AnswerMeta): Promise<unknown> {
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
      return enrol(api, row.payload as EnrolPayload, key, meta);
    case 'updateMember':
      return updateMember(api, row.payload as UpdateMemberPayload, key, meta);
    case 'eraseMember':
      return eraseMember(api, row.payload as EraseMemberPayload, key, meta);
  }
}
