// A problem in the status bar: one line, cut to fit, that opens a dialog showing it whole. The line
// is its own button, so no second button takes the bar's room at a small till.
import { useState } from 'react';
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
  return (
    <span className="status-problem">
      <button
        type="button"
        className="status-button status-problem__open"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid={`${testId}-details`}
      >
        <span className="status-error status-problem__line" data-testid={testId} title={message}>
          {leadWithHeading ? t('shell.problem.line', { heading, message }) : message}
        </span>
        <span className="visually-hidden"> {t('shell.problem.details')}</span>
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
