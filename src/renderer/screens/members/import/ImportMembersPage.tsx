// The manager's import of a store's existing members from a CSV file: chosen, checked (a dry run
// with the mapping shown and every problem by line), then queued as enrolments; and the export.
import { useEffect, useRef } from 'react';
import type { MessageId } from '@shared/i18n/messageId';
import { useT } from '../../../i18n/useT';
import { ManagerGate } from '../../../ui/ManagerGate';
import { CsvFilePicker } from './CsvFilePicker';
import { ExportMembersButton } from './ExportMembersButton';
import { ImportMappingForm } from './ImportMappingForm';
import { ImportOutcome } from './ImportOutcome';
import { ImportProblems } from './ImportProblems';
import { ImportSample } from './ImportSample';
import { ImportSummary } from './ImportSummary';
import { useMemberImport, type MemberImport } from './useMemberImport';
import '../../../ui/desk.css';
import '../../../ui/fields/fields.css';
import './memberImport.css';

export default function ImportMembersPage() {
  const t = useT();
  return (
    <ManagerGate what={t('members.import.what')} screen>
      <MemberImportForm />
    </ManagerGate>
  );
}

const BUSY_WORDS: Record<NonNullable<MemberImport['busy']>, MessageId> = {
  reading: 'members.import.reading',
  checking: 'members.import.checking',
  importing: 'members.import.importing',
};

function MemberImportForm() {
  const t = useT();
  const flow = useMemberImport();
  const { check, busy } = flow;
  const checkedTitle = useRef<HTMLHeadingElement>(null);
  const checkedFile = check ? flow.fileName : null;

  // A new file's check takes the focus, so the keyboard goes on from its counts to Import; on a
  // till's short screen its counts and the Import button come into view together.
  useEffect(() => {
    const title = checkedTitle.current;
    if (!checkedFile || !title) return;
    title.focus({ preventScroll: true });
    title.scrollIntoView({ block: 'start' });
  }, [checkedFile]);

  return (
    <section className="desk-screen member-import" aria-labelledby="import-title">
      <header className="desk-screen__header">
        <h1 id="import-title">{t('members.import.title')}</h1>
        <ExportMembersButton />
      </header>
      <p className="desk-muted member-import__intro">{t('members.import.intro')}</p>
      <CsvFilePicker
        fileName={flow.fileName}
        disabled={busy === 'importing'}
        onFile={(file) => void flow.choose(file)}
      />
      <p role="status" className="member-import__busy" data-testid="import-busy">
        {busy ? t(BUSY_WORDS[busy]) : ''}
      </p>
      {flow.problem && (
        <p role="alert" className="field-error" data-testid="import-problem-said">
          {flow.problem}
        </p>
      )}
      {flow.outcome && <ImportOutcome outcome={flow.outcome} />}
      {check && (
        <>
          <h2 ref={checkedTitle} tabIndex={-1} className="member-import__checked">
            {t('members.import.holds', { file: flow.fileName ?? '' })}
          </h2>
          <ImportSummary check={check} />
          <div className="desk-actions member-import__go">
            <button
              type="button"
              className="primary"
              disabled={busy !== null || check.ready === 0}
              onClick={() => void flow.runImport()}
            >
              {t('members.import.run', { count: check.ready })}
            </button>
            {check.ready === 0 && (
              <span className="desk-muted" data-testid="import-nothing-new">
                {check.alreadyImported > 0
                  ? t('members.import.allImported')
                  : t('members.import.noneReady')}
              </span>
            )}
          </div>
          <ImportMappingForm
            check={check}
            disabled={busy === 'importing'}
            onChange={(mapping) => void flow.remap(mapping)}
          />
          <ImportSample check={check} />
          <ImportProblems check={check} />
        </>
      )}
    </section>
  );
}
