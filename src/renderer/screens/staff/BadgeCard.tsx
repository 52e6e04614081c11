// A person's staff badge: the code drawn as a QR with the code in text below it, on screen, and
// the same card printed alone on a card-sized page.
import { useCallback, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { StaffMemberView } from '@shared/ipc/staffContract';
import { usePrintAlone } from '../../ui/usePrintAlone';
import { Barcode } from '../templates/preview/Barcode';
import { ROLE_LABELS } from './staffModel';

/**
 * A QR rather than a Code 128: a badge code is 34 characters, which as Code 128 needs about 84 mm
 * at the narrowest bars a till's scanner reads reliably, wider than a card.
 */
function BadgeFace({
  person,
  badge,
  onDrawn,
}: {
  person: StaffMemberView;
  badge: string;
  onDrawn?: () => void;
}) {
  return (
    <>
      <p className="staff-badge__name">{person.name}</p>
      <p className="staff-badge__role">{ROLE_LABELS[person.role]}</p>
      <Barcode type="QR_CODE" value={badge} altText={badge} onDrawn={onDrawn} />
    </>
  );
}

export function BadgeCard({ person, badge }: { person: StaffMemberView; badge: string }) {
  const { printing, start } = usePrintAlone('printing-staff-badge');
  // The dialog opens once per press, not again when the card draws anew.
  const asked = useRef(false);
  const print = useCallback(() => {
    if (asked.current) return;
    asked.current = true;
    window.print();
  }, []);
  return (
    <div className="staff-badge-panel">
      <section
        className="staff-badge"
        aria-label={`Badge of ${person.name}`}
        data-testid="staff-badge"
      >
        <BadgeFace person={person} badge={badge} />
      </section>
      <div className="staff-badge-panel__print">
        <p className="field-hint">
          The code is shown only now and kept only as a fingerprint: print the badge before closing.
        </p>
        <button
          type="button"
          className="primary"
          disabled={printing}
          onClick={() => {
            asked.current = false;
            start();
          }}
        >
          Print badge
        </button>
      </div>
      {printing &&
        createPortal(
          <section
            className="staff-badge staff-badge-print"
            aria-label={`Printed badge of ${person.name}`}
            data-testid="staff-badge-print"
          >
            <BadgeFace person={person} badge={badge} onDrawn={print} />
          </section>,
          document.body,
        )}
    </div>
  );
}
