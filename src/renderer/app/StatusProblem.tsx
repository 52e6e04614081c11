// A problem in the status bar: one line, cut to fit, with a Details button that shows it whole.
import { useId, useState } from 'react';
import { Modal } from '../ui/Modal';
import { useT } from '../i18n/useT';

interface Props {
  /** Titles the dialog, e.g. "Last error 5 sec. ago". */
  heading: string;
  /** Whether the line starts with the heading too (not when the bar already says it). */
  leadWithHeading: boolean;
  message: string;
  testId: string;
}

export function StatusProblem({ heading, leadWithHeading, message, testId }: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const lineId = useId();
  return (
    <span className="status-problem">
      <span
        id={lineId}
        className="status-error status-problem__line"
        data-testid={testId}
        title={message}
      >
        {leadWithHeading ? t('shell.problem.line', { heading, message }) : message}
      </span>
      <button
        type="button"
        className="status-button"
        aria-haspopup="dialog"
        aria-describedby={lineId}
        onClick={() => setOpen(true)}
        data-testid={`${testId}-details`}
      >
        {t('shell.problem.details')}
      </button>
      {open && (
        <Modal
          title={heading}
          className="status-problem__dialog"
          testId={`${testId}-dialog`}
          onClose={() => setOpen(false)}
        >
          <p>{message}</p>
        </Modal>
      )}
    </span>
  );
}
