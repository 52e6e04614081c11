// Enrolling a new member at the counter: the program's own fields, checked as the core checks
// them; once saved the member is on the counter, and once issued their pass's page is a QR code.
import { useEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import type { MemberSummary, OutboxItemView, ProgramView } from '@shared/ipc/views';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import { useT } from '../../i18n/useT';
import { itemProblemPhrase, usePhrase } from '../../state/counterPhrase';
import { useCounter } from '../../state/counter';
import { useSyncStatus } from '../../state/syncStatus';
import { EnrolFieldInputs, markFieldErrors } from '../../ui/fields/EnrolFieldInputs';
import { useEnrolForm } from '../../ui/fields/useEnrolForm';
import { Modal } from '../../ui/Modal';
import { QrCode } from '../../ui/QrCode';
import { PassHandOver } from '../../ui/handOver/PassHandOver';
import { useOutboxItem } from '../../ui/useOutboxItem';

/** `known`: fields to start from (an archived member's details), the rest blank. */
export function EnrolDialog({
  program,
  known = {},
  onClose,
}: {
  program: ProgramView;
  known?: Readonly<Record<string, string>>;
  onClose(): void;
}) {
  const t = useT();
  const { fields, methods } = useEnrolForm(program, (name) => known[name] ?? '');
  const [saved, setSaved] = useState<{ member: MemberSummary; item: OutboxItemView } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = methods.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const answer = await api().members.enrol({ fields: values });
      setSaved(answer);
      void useCounter.getState().show(answer.member.customerId);
    } catch (e) {
      markFieldErrors(e, fields, methods.setError);
      setProblem(messageOf(e));
    }
  });

  return (
    <Modal
      title={t('members.enrol.title', { program: program.name })}
      className="enrol-dialog"
      testId="enrol-dialog"
      closeLabel={saved ? t('members.enrol.done') : t('members.enrol.cancel')}
      onClose={onClose}
    >
      {saved ? (
        <Issued first={saved.item} member={saved.member} program={program} />
      ) : (
        <FormProvider {...methods}>
          <form onSubmit={(e) => void submit(e)} noValidate>
            <EnrolFieldInputs fields={fields} />
            {problem && (
              <p role="alert" className="enrol-problem">
                {problem}
              </p>
            )}
            <button type="submit" className="primary" disabled={methods.formState.isSubmitting}>
              {t('members.enrol.submit')}
            </button>
          </form>
        </FormProvider>
      )}
    </Modal>
  );
}

/** After saving: the enrolment's way to the service, then the pass's page as a QR code. */
function Issued({
  first,
  member,
  program,
}: {
  first: OutboxItemView;
  member: MemberSummary;
  program: ProgramView;
}) {
  const t = useT();
  const say = usePhrase();
  const item = useOutboxItem(first);
  const online = useSyncStatus((s) => s.status?.online ?? false);
  const [issued, setIssued] = useState<MemberSummary | null>(null);
  const name = member.name || t('members.enrol.theNewMember');

  useEffect(() => {
    if (item?.state !== 'synced') return;
    let live = true;
    api()
      .members.get({ customerId: member.customerId })
      .then(({ member: now }) => live && setIssued(now))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [item?.state, member.customerId]);

  if (item?.state === 'failed' || item?.state === 'needsReview' || item?.state === 'discarded') {
    return (
      <p role="alert" data-testid="enrol-state" data-state={item.state}>
        {t('members.enrol.notIssued', {
          reason: say(itemProblemPhrase(item) ?? ''),
          name,
        })}
      </p>
    );
  }
  if (issued?.passPageUrl) {
    return (
      <div data-testid="enrol-state" data-state="issued">
        <p role="status">{t('members.enrol.issued', { name })}</p>
        <QrCode value={issued.passPageUrl} label={t('members.enrol.qrLabel', { name })} />
        <PassHandOver member={{ ...issued, passPageUrl: issued.passPageUrl }} program={program} />
      </div>
    );
  }
  return (
    <p role="status" data-testid="enrol-state" data-state="saved">
      {t(online ? 'members.enrol.savedIssuing' : 'members.enrol.savedOffline', { name })}
    </p>
  );
}
