// A modal dialog opened when shown: its title names it, its button (and Escape) closes it.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useT } from '../i18n/useT';
import './modal.css';

export function Modal({
  title,
  className,
  testId,
  closeLabel,
  onClose,
  children,
}: {
  title: ReactNode;
  className: string;
  testId: string;
  closeLabel?: string;
  onClose(): void;
  children: ReactNode;
}) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => dialog.current?.showModal(), []);
  return (
    <dialog
      ref={dialog}
      className={`modal ${className}`}
      aria-labelledby={titleId}
      onClose={onClose}
      data-testid={testId}
    >
      {/* Not a <header>: mounted inside the status bar's footer it would be a misplaced banner. */}
      <div className="modal__head">
        <h2 id={titleId}>{title}</h2>
        <button type="button" onClick={() => dialog.current?.close()}>
          {closeLabel ?? t('shell.close')}
        </button>
      </div>
      {children}
    </dialog>
  );
}
