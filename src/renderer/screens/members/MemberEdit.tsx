// Editing a member's details: the enrolment form's fields with their values, checked with the
// same schema as enrolment, and said saved only once the station has stored the change.
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { MemberSummary, OutboxItemView, ProgramView } from '@shared/ipc/views';
import { enrolFields, enrolSchema } from '@shared/members/enrolForm';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import { useSettings } from '../../stores/settings';
import { EnrolFieldInputs, markFieldErrors } from '../../ui/fields/EnrolFieldInputs';
import { ProblemText } from '../../ui/ProblemText';
import { useOutboxItem } from '../../ui/useOutboxItem';

export function MemberEdit({
  member,
  program,
  onSaved,
  onCancel,
}: {
  member: MemberSummary;
  program: ProgramView;
  onSaved(member: MemberSummary, item: OutboxItemView): void;
  onCancel(): void;
}) {
  const fields = useMemo(() => enrolFields(program.template), [program.template]);
  const phoneCountry = useSettings((s) => s.settings?.phoneCountry ?? null);
  const schema = useMemo(() => enrolSchema(fields, phoneCountry), [fields, phoneCountry]);
  const methods = useForm<Record<string, unknown>, unknown, Record<string, string>>({
    resolver: zodResolver(schema),
    defaultValues: Object.fromEntries(fields.map((f) => [f.name, member.fields[f.name] ?? ''])),
  });
  const [problem, setProblem] = useState<string | null>(null);
  // Opened by a button: the typing goes straight to the first field.
  const first = fields[0]?.name;
  useEffect(() => {
    if (first) methods.setFocus(first);
  }, [first, methods]);

  const submit = methods.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const answer = await api().members.update({ customerId: member.customerId, fields: values });
      onSaved(answer.member, answer.item);
    } catch (e) {
      markFieldErrors(e, fields, methods.setError);
      setProblem(messageOf(e));
    }
  });

  return (
    <FormProvider {...methods}>
      <form
        className="member-edit"
        onSubmit={(e) => void submit(e)}
        noValidate
        aria-labelledby="member-edit-title"
        data-testid="member-edit"
      >
        <h3 id="member-edit-title">Edit {member.name || 'the member'}'s details</h3>
        <EnrolFieldInputs fields={fields} />
        <ProblemText problem={problem} />
        <div className="member-actions">
          <button type="submit" className="primary" disabled={methods.formState.isSubmitting}>
            Save details
          </button>
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
        </div>
      </form>
    </FormProvider>
  );
}

/** After an edit: stored here at once, and on the service once the queue has sent it. */
export function EditSaved({ first }: { first: OutboxItemView }) {
  const item = useOutboxItem(first) ?? first;
  const failed = item.state === 'failed' || item.state === 'needsReview';
  return (
    <p
      role={failed ? 'alert' : 'status'}
      className={failed ? 'error-text' : 'members-saved'}
      data-testid="member-edit-saved"
      data-state={item.state}
    >
      {item.state === 'synced'
        ? 'Saved — the service has the new details.'
        : failed
          ? `Saved here, but the service refused it: ${item.lastError?.message ?? item.review?.reason ?? 'see the Queue screen'}.`
          : 'Saved — sends when online.'}
    </p>
  );
}
