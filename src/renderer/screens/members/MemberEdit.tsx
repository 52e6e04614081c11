// Editing a member's details: the enrolment form's fields with their values, checked with the
// same schema as enrolment, and said saved only once the station has stored the change.
import { useEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import type { MemberSummary, OutboxItemView, ProgramView } from '@shared/ipc/views';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import { useT } from '../../i18n/useT';
import { itemProblemPhrase, usePhrase } from '../../state/counterPhrase';
import { EnrolFieldInputs, markFieldErrors } from '../../ui/fields/EnrolFieldInputs';
import { useEnrolForm } from '../../ui/fields/useEnrolForm';
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
  const t = useT();
  const { fields, methods } = useEnrolForm(program, (name) => member.fields[name] ?? '');
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
        <h3 id="member-edit-title">
          {member.name
            ? t('members.edit.title', { name: member.name })
            : t('members.edit.titleNoName')}
        </h3>
        <EnrolFieldInputs fields={fields} />
        <ProblemText problem={problem} />
        <div className="member-actions">
          <button type="submit" className="primary" disabled={methods.formState.isSubmitting}>
            {t('members.edit.save')}
          </button>
          <button type="button" onClick={onCancel}>
            {t('members.edit.cancel')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}

/** After an edit: stored here at once, and on the service once the queue has sent it. */
export function EditSaved({ first }: { first: OutboxItemView }) {
  const t = useT();
  const item = useOutboxItem(first) ?? first;
  const failed = item.state === 'failed' || item.state === 'needsReview';
  const say = usePhrase();
  const problem = itemProblemPhrase(item);
  const reason = problem === null ? '' : say(problem);
  return (
    <p
      role={failed ? 'alert' : 'status'}
      className={failed ? 'error-text' : 'members-saved'}
      data-testid="member-edit-saved"
      data-state={item.state}
    >
      {item.state === 'synced'
        ? t('members.edit.synced')
        : failed
          ? reason
            ? t('members.edit.refused', { reason })
            : t('members.edit.refusedSeeQueue')
          : t('members.edit.savedHere')}
    </p>
  );
}
