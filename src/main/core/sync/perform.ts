// Sends one outbox item to the service with the item's own Idempotency-Key.
import type {
  CreateLoyaltyTemplateRequest,
  CreateTemplateRequest,
  UpdateTemplateRequest,
} from '@shared/api';
import { ApiError, type WalletApi } from '../api';
import type { AnswerMeta } from '../api/serviceTime';
import {
  checkInBody,
  type CheckInPayload,
  type EnrolPayload,
  type UpdateTemplatePayload,
} from '../outbox/payloads';
import type { OutboxRow } from '../outbox/rows';

/** Add User on the program's group, found first when the station did not know it at enrolment. */
async function enrol(
  api: WalletApi,
  payload: EnrolPayload,
  key: string,
  meta: AnswerMeta,
): Promise<unknown> {
  const groupId =
    payload.groupId ??
    (await api.listGroups()).find((g) => g.dynamicPassId === payload.dynamicPassId)?.groupId;
  if (!groupId) {
    throw new ApiError(
      'notFound',
      'The program has no member group on the service; it may have been deleted.',
      { status: 404 },
    );
  }
  return api.addUser(groupId, { dynamicFields: payload.fields }, key, meta);
}

/** `meta` receives the service's time of the answer, whatever the answer was. */
export function perform(api: WalletApi, row: OutboxRow, meta: AnswerMeta): Promise<unknown> {
  const key = row.idempotency_key;
  switch (row.kind) {
    case 'checkIn': {
      const p = row.payload as CheckInPayload;
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
  }
}
