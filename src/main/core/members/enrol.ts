// Enrolling a new member at the counter: checked with the program's form, stored in the outbox
// with a local id before it answers, and found by search at once.
import { sealingCode } from './accessCodes';
import { randomUUID } from 'node:crypto';
import { AppError } from '@shared/ipc/errors';
import type { ChannelResponse } from '@shared/ipc/contract';
import type { ProgramView } from '@shared/ipc/views';
import { enrolFields, enrolSchema } from '@shared/members/enrolForm';
import { inEnglish } from '@shared/i18n/everyLanguage';
import { enrolIssueSaid } from '@shared/members/enrolIssues';
import { memberName } from '@shared/members/memberName';
import type { CoreContext } from '../context';
import { summary } from './summary';
import { programInitialCount, requiredProgram } from './program';

/**
 * A member's values checked with the program's enrolment form, as the counter's form checks
 * them; refused naming each field to fix.
 */
export function checkedFields(
  ctx: CoreContext,
  program: ProgramView,
  fields: Record<string, string>,
): Record<string, string> {
  const checked = enrolSchema(enrolFields(program.template), ctx.settings().phoneCountry).safeParse(
    fields,
  );
  if (!checked.success) {
    const issues = checked.error.issues.map((issue) => {
      const said = enrolIssueSaid(issue);
      return {
        field: String(issue.path[0] ?? ''),
        said,
        english: said ? inEnglish(said) : issue.message,
      };
    });
    // English for logs; each field's problem as a Said too, which the page says in its language.
    const saids = issues.flatMap(({ field, said }) => (said ? [[field, said] as const] : []));
    throw new AppError(
      'invalid',
      issues.map((i) => i.english).join('; '),
      {
        fields: Object.fromEntries(issues.map((i) => [i.field, i.english])),
        fieldsSaid: Object.fromEntries(saids),
      },
      saids[0]?.[1],
    );
  }
  return checked.data;
}

export async function enrol(
  ctx: CoreContext,
  fields: Record<string, string>,
): Promise<ChannelResponse<'members.enrol'>> {
  const ws = await ctx.workspace();
  const program = requiredProgram(ctx.program(ws), 'store.program.neededToEnrol');
  const values = checkedFields(ctx, program, fields);
  const initialCount = programInitialCount(program) ?? 0;
  const payload = sealingCode(ws, {
    localId: randomUUID(),
    dynamicPassId: program.dynamicPassId,
    groupId: ws.directory.knownGroupOf(program.dynamicPassId),
    fields: values,
    initialCount,
  });
  const row = ws.submit('enrol', payload, {
    detail: memberName(values),
    alongside: (queued) => {
      ws.members.rememberLocal(queued.customer_id!, program.dynamicPassId, values, initialCount);
      ws.members.store.shareEnrolment(payload, queued.created_at);
    },
  });
  return { member: summary(ctx, ws, row.customer_id!), item: ws.outbox.view(row) };
}
