// Enrolling a new member at the counter: the program's own fields, checked as the core checks
// them; once saved the member is on the counter, and once issued their pass's page is a QR code.
import { useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { MemberSummary, OutboxItemView, ProgramView } from '@shared/ipc/views';
import { enrolFields, enrolSchema } from '@shared/members/enrolForm';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import { useCounter } from '../../stores/counter';
import { useSettings } from '../../stores/settings';
import { useSyncStatus } from '../../stores/syncStatus';
import { EnrolFieldInputs, markFieldErrors } from '../../ui/fields/EnrolFieldInputs';
import { Modal } from '../../ui/Modal';
import { QrCode } from '../../ui/QrCode';
import { PassHandOver } from '../../ui/handOver/PassHandOver';
import { useOutboxItem } from '../../ui/useOutboxItem';

export function EnrolDialog({ program, onClose }: { program: ProgramView; onClose(): void }) {
  const fields = useMemo(() => enrolFields(program.template), [program.template]);
  const phoneCountry = useSettings((s) => s.settings?.phoneCountry ?? null);
  const schema = useMemo(() => enrolSchema(fields, phoneCountry), [fields, phoneCountry]);
  // The form holds what was typed (any field may be blank); the schema answers what is sent.
  const methods = useForm<Record<string, unknown>, unknown, Record<string, string>>({
    resolver: zodResolver(schema),
    defaultValues: Object.fromEntries(fields.map((f) => [f.name, ''])),
  });
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
      title={`New member of ${program.name}`}
      className="enrol-dialog"
      testId="enrol-dialog"
      closeLabel={saved ? 'Done' : 'Cancel'}
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
              Enrol
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
  const item = useOutboxItem(first);
  const online = useSyncStatus((s) => s.status?.online ?? false);
  const [issued, setIssued] = useState<MemberSummary | null>(null);
  const name = member.name || 'The new member';

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
        The pass could not be issued: {item.lastError?.message ?? item.review?.reason} {name}'s
        check-ins wait with the enrolment on the Queue screen.
      </p>
    );
  }
  if (issued?.passPageUrl) {
    return (
      <div data-testid="enrol-state" data-state="issued">
        <p role="status">
          {name}'s pass is issued. They scan this code with their phone to open it and add it to
          their wallet.
        </p>
        <QrCode value={issued.passPageUrl} label={`QR code of ${name}'s pass page`} />
        <PassHandOver member={{ ...issued, passPageUrl: issued.passPageUrl }} program={program} />
      </div>
    );
  }
  return (
    <p role="status" data-testid="enrol-state" data-state="saved">
      {name} is saved on this station and can be checked in now.{' '}
      {online
        ? 'Issuing the pass…'
        : 'The pass is issued when the service can be reached again; their check-ins wait for it.'}
    </p>
  );
}
