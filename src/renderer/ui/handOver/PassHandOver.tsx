// Handing a member their pass beyond the QR on screen: a slip printed on the till's receipt
// printer (or saved as a PDF), or the link sent by e-mail from the cashier's mail program.
import { useCallback, useEffect, useState } from 'react';
import type { MemberSummary, ProgramView } from '@shared/ipc/views';
import { emailOf, firstNameOf, passMailto } from '@shared/members/handOver';
import { PassSlip } from './PassSlip';
import { useT } from '../../i18n/useT';
import './handOver.css';

export function PassHandOver({
  member,
  program,
}: {
  member: MemberSummary & { passPageUrl: string };
  program: ProgramView | null;
}) {
  const [printing, setPrinting] = useState(false);
  const t = useT();
  const programName = program?.name ?? t('counter.handOver.loyalty');
  const firstName = firstNameOf(member.name);
  const email = emailOf(member.fields);

  // The slip is in the page only while printing; the dialog is the system's (a PDF in a browser).
  const print = useCallback(() => {
    window.print();
  }, []);
  useEffect(() => {
    if (!printing) return;
    document.body.classList.add('printing-pass-slip');
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done);
    return () => {
      window.removeEventListener('afterprint', done);
      document.body.classList.remove('printing-pass-slip');
    };
  }, [printing]);

  return (
    <div className="pass-hand-over">
      <button type="button" onClick={() => setPrinting(true)} disabled={printing}>
        {t('counter.handOver.print')}
      </button>
      <a
        className="button-link"
        href={passMailto({ email, programName, firstName, passPageUrl: member.passPageUrl })}
        target="_blank"
        rel="noreferrer noopener"
      >
        {email ? t('counter.handOver.mailTo', { email }) : t('counter.handOver.mail')}
      </a>
      {printing && (
        <PassSlip
          programName={programName}
          firstName={firstName}
          count={member.displayCount}
          program={program}
          passPageUrl={member.passPageUrl}
          onReady={print}
        />
      )}
    </div>
  );
}
