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
  isLocalMember,
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

/**
 * A local id is this station's name for a member the service has not confirmed: sent, it would
 * reach a path the service never issued. Refused here, whatever path the item took to get here.
 */
function refuseLocalId(customerId: string): ApiError {
  return new ApiError(
    'invalid',
    `Not sent: this check-in names ${customerId}, this station's id for a member whose enrolment the service has not confirmed. Settle that enrolment in the queue first, then retry this.`,
  );
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
  }
}
