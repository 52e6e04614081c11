// A member's access code opens their card page: the station sends it to the service and keeps
// none. An enrolment or change of details queues the code sealed with the station's secret
// (`sealedCode`), apart from the fields every screen, search and other till reads; it is opened
// for the request only, and the seal goes in the commit that records the answer.
import { z } from 'zod';
import type { SealedCode } from '../outbox/payloads';
import type { Db } from '../db/database';
import type { CacheMeta } from '../db/cacheMeta';
import type { StationSecret } from '../settings/stationSecret';
import type { Members } from './members';

/** What sealing a code reads of the workspace: the program's code field and the secret. */
interface Sealing {
  readonly members: Pick<Members, 'codeFieldOf'>;
  readonly secret: Pick<StationSecret, 'seal'>;
}

interface CodedPayload {
  dynamicPassId: string;
  fields: Record<string, string>;
  sealedCode?: SealedCode | undefined;
}

/** The payload to queue: the code, if the fields have one, moved out of them and sealed. */
export function sealingCode<P extends CodedPayload>(ws: Sealing, payload: P): P {
  const field = ws.members.codeFieldOf(payload.dynamicPassId);
  if (field === null || !Object.hasOwn(payload.fields, field)) return payload;
  const { [field]: code, ...fields } = payload.fields;
  return {
    ...payload,
    fields,
    sealedCode: { field, sealed: ws.secret.seal('accessCode', String(code)) },
  };
}

/** The fields as the service is sent them: the code opened from its seal, for this request. */
export function fieldsToSend(
  payload: CodedPayload,
  unseal: ((use: 'accessCode', sealed: string) => string) | undefined,
): Record<string, string> {
  if (!payload.sealedCode) return payload.fields;
  if (!unseal) throw new Error('This station cannot open a sealed access code.');
  return {
    ...payload.fields,
    [payload.sealedCode.field]: unseal('accessCode', payload.sealedCode.sealed),
  };
}

/** Call in the commit that records the item's answer: the code was sent, none is kept. */
export function forgetSentCode(db: Db, itemId: string): void {
  db.prepare(
    `UPDATE outbox SET payload = json_remove(payload, '$.sealedCode')
     WHERE id = ? AND json_type(payload, '$.sealedCode') IS NOT NULL`,
  ).run(itemId);
}

/** Set once the codes queued before sealing were put right: every later one is sealed. */
const DONE_META = 'access_codes_sealed';

const codedRow = z.object({
  dynamicPassId: z.string(),
  fields: z.record(z.string(), z.string()),
});

/**
 * Codes queued before they were sealed, put right when the workspace opens: taken out of what
 * was sent or will never be (synced, discarded), sealed where they still wait to be sent. One
 * transaction. Answers how many items held a code in the clear.
 */
export function scrubQueuedCodes(
  ws: Sealing & { readonly db: Db; readonly meta: CacheMeta },
): number {
  if (ws.meta.get(DONE_META, z.literal(true)) === true) return 0;
  const rows = ws.db
    .prepare(
      `SELECT id, state, payload FROM outbox
       WHERE kind IN ('enrol', 'updateMember') AND json_type(payload, '$.sealedCode') IS NULL`,
    )
    .all() as { id: string; state: string; payload: string }[];
  const put = ws.db.prepare('UPDATE outbox SET payload = ? WHERE id = ?');
  let scrubbed = 0;
  ws.db.transaction(() => {
    for (const row of rows) {
      const payload = JSON.parse(row.payload) as Record<string, unknown>;
      const parsed = codedRow.safeParse(payload);
      if (!parsed.success) continue;
      const field = ws.members.codeFieldOf(parsed.data.dynamicPassId);
      if (field === null || !Object.hasOwn(parsed.data.fields, field)) continue;
      const sent = row.state === 'synced' || row.state === 'discarded';
      const next = sent
        ? { ...payload, fields: withoutField(parsed.data.fields, field) }
        : sealingCode(ws, { ...payload, ...parsed.data });
      put.run(JSON.stringify(next), row.id);
      scrubbed++;
    }
    ws.meta.set(DONE_META, true);
  })();
  return scrubbed;
}

const withoutField = (fields: Record<string, string>, field: string) =>
  Object.fromEntries(Object.entries(fields).filter(([name]) => name !== field));
