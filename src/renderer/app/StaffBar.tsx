// The top bar's person: who is signed in (or any cashier), and Switch person on one key.
import { useEffect } from 'react';
import { useStaff } from '../stores/staff';

/** One key, clashing with no screen's shortcut (Alt+digit, the counter's F2-F9) or the scanner's typing. */
export const SWITCH_PERSON_KEY = 'F1';

const ROLE_WORD = { cashier: 'cashier', manager: 'manager', owner: 'owner' } as const;

export function StaffBar() {
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
      <span className="staff-person" data-testid="staff-person">
        {view.person ? (
          <>
            {view.person.name}{' '}
            <span className="staff-role staff-wide">({ROLE_WORD[view.person.role]})</span>
          </>
        ) : (
          'Any cashier'
        )}
      </span>
      <button
        type="button"
        className="nav-lock"
        onClick={() => void useStaff.getState().switchPerson()}
        aria-keyshortcuts={SWITCH_PERSON_KEY}
        data-testid="switch-person"
      >
        Switch<span className="staff-wide"> person</span> <kbd>{SWITCH_PERSON_KEY}</kbd>
      </button>
    </div>
  );
}
