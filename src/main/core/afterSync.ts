// What follows a change reaching the service: batches, fresh caches, finished drafts, an erased
// member's last trace, an enrolment's or a check-in's outcome told to the store's other
// stations, and the insights' catch-up once syncing is quiet.
import type { CheckInResponse } from '@shared/api';
import type { CoreContext } from './context';
import { shareOutcome } from './store/visits/visitOutcomes';
import type { EraseMemberPayload, UpdateTemplatePayload } from './outbox/payloads';
import type { OutboxRow } from './outbox/rows';
import { forgetSentCode } from './members/accessCodes';
import { refreshTemplateList } from './templates/templateActions';
import type { WorkspaceParts } from './workspaceParts';

export function afterSync(
  ctx: CoreContext,
  parts: WorkspaceParts,
  row: OutboxRow,
  answer: unknown,
): void {
  const { ws } = parts;
  if (row.kind === 'eraseMember') {
    return ws.members.erased.answered(row.id, (row.payload as EraseMemberPayload).anonymousId);
  }
  if (row.kind === 'enrol' || row.kind === 'updateMember') forgetSentCode(ws.db, row.id);
  if (row.kind === 'enrol' || row.kind === 'checkIn') parts.insights.synced();
  if (row.kind === 'enrol') return parts.records.itemChanged(ws.outbox.require(row.id));
  if (row.kind === 'checkIn') return shareOutcome(ctx, ws, row, answer as CheckInResponse);
  if (row.kind === 'updateMember') return;
  const draftId = (row.payload as { draftId?: string | null }).draftId;
  if (draftId) ws.drafts.forgetPublishedBy(row.id);
  if (row.kind === 'updateTemplate') {
    const { dynamicPassId } = row.payload as UpdateTemplatePayload;
    const batchId = (answer as { batchId?: string }).batchId;
    if (batchId) ws.batches.follow(batchId, dynamicPassId);
  }
  if (row.kind !== 'archivePass') {
    refreshTemplateList(ctx, ws).catch(() => undefined);
  }
}
