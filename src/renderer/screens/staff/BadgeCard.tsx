// A person's staff badge: the code drawn as a QR with the code in text below it, on screen, and
// the same card printed alone on a card-sized page.
import { useCallback, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { StaffMemberView } from '@shared/ipc/staffContract';
import { useT } from '../../i18n/useT';
import { ROLE_WORDS } from '../../ui/staff/staffWords';
import { usePrintAlone } from '../../ui/usePrintAlone';
import { Barcode } from '../templates/preview/Barcode';

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
  const t = useT();
  return (
    <>
      <p className="staff-badge__name">{person.name}</p>
      <p className="staff-badge__role">{t(ROLE_WORDS[person.role])}</p>
      <Barcode type="QR_CODE" value={badge} altText={badge} onDrawn={onDrawn} />
    </>
  );
}

export function BadgeCard({ person, badge }: { person: StaffMemberView; badge: string }) {
  const t = useT();
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
        aria-label={t('members.staff.badgeOf', { name: person.name })}
        data-testid="staff-badge"
      >
        <BadgeFace person={person} badge={badge} />
      </section>
      <div className="staff-badge-panel__print">
        <p className="field-hint">{t('members.staff.badgeOnce')}</p>
        <button
          type="button"
          className="primary"
          disabled={printing}
          onClick={() => {
            asked.current = false;
            start();
          }}
        >
          {t('members.staff.printBadge')}
        </button>
      </div>
      {printing &&
        createPortal(
          <section
            className="staff-badge staff-badge-print"
            aria-label={t('members.staff.printedBadgeOf', { name: person.name })}
            data-testid="staff-badge-print"
          >
            <BadgeFace person={person} badge={badge} onDrawn={print} />
          </section>,
          document.body,
        )}
    </div>
  );
}
