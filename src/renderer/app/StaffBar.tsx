// The top bar's person: who is signed in (or any cashier), and Switch person on one key.
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '@shared/i18n/messageId';
import { useStaff } from '../state/staff';
import { useT } from '../i18n/useT';
import { FlagCount } from '../screens/activity/FlagCount';

/** One key, clashing with no screen's shortcut (Alt+digit, the counter's F2-F9) or the scanner's typing. */
export const SWITCH_PERSON_KEY = 'F1';

const ROLE_WORD: Readonly<Record<'cashier' | 'manager' | 'owner', MessageId>> = {
  cashier: 'shell.staff.cashier',
  manager: 'shell.staff.manager',
  owner: 'shell.staff.owner',
};

export function StaffBar() {
  const t = useT();
  const view = useStaff((s) => s.view);
  const badgeProblem = useStaff((s) => s.badgeProblem);
  const staffed = view !== null && view.whenNobody !== 'open';

  useEffect(() => {
    if (!staffed) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== SWITCH_PERSON_KEY || event.altKey || event.ctrlKey || event.metaKey) return;
      event.preventDefault();
      void useStaff.getState().switchPerson();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [staffed]);

  // No staff yet: the station is open as it always was, with nobody to switch to.
  if (!staffed) return null;
  return (
    <div className="staff-bar">
      {badgeProblem && (
        <span role="alert" className="staff-problem" title={badgeProblem}>
          {badgeProblem}
        </span>
      )}
      {view.person?.role === 'owner' && <FlagCount />}
      <span className="staff-person" data-testid="staff-person">
        {view.person ? (
          <>
            {view.person.name}{' '}
            <span className="staff-role staff-wide">{t(ROLE_WORD[view.person.role])}</span>
          </>
        ) : (
          t('shell.staff.anyCashier')
        )}
      </span>
      <button
        type="button"
        className="nav-lock"
        onClick={() => void useStaff.getState().switchPerson()}
        aria-keyshortcuts={SWITCH_PERSON_KEY}
        data-testid="switch-person"
      >
        {/* The part in <wide> is dropped on a narrow bar; each language says which part. */}
        <FormattedMessage
          id="shell.staff.switchPerson"
          values={{ wide: (chunks) => <span className="staff-wide">{chunks}</span> }}
        />{' '}
        <kbd>{SWITCH_PERSON_KEY}</kbd>
      </button>
    </div>
  );
}
