// The sign-in screen, shown instead of the app while nobody may act (or Switch person was pressed):
// a name, then a PIN, or a staff badge scanned with the USB scanner.
import { useState } from 'react';
import { useWedgeScanner } from '../../scanner';
import { takeBadge, useStaff } from '../../stores/staff';
import { SignInPanel } from '../../ui/staff/SignInPanel';
import '../../ui/fields/fields.css';
import './signInScreen.css';

export default function SignInScreen() {
  const view = useStaff((s) => s.view);
  const badgeProblem = useStaff((s) => s.badgeProblem);
  const [notBadge, setNotBadge] = useState(false);
  // Even while the PIN field has focus: a badge is never typed into it.
  useWedgeScanner((text) => setNotBadge(!takeBadge(text)));
  if (!view) return null;
  const problem = notBadge
    ? 'That was not a staff badge: members’ passes are scanned once someone has signed in.'
    : badgeProblem;
  return (
    <section className="sign-in-screen" aria-labelledby="sign-in-title" data-testid="sign-in">
      <h1 id="sign-in-title">Sign in</h1>
      <p>Pick your name, then enter your PIN.</p>
      {problem && (
        <p role="alert" className="field-error" data-testid="badge-problem">
          {problem}
        </p>
      )}
      {view.problem ? (
        <p role="alert" className="field-error">
          {view.problem}
        </p>
      ) : (
        <SignInPanel people={view.people} />
      )}
      {view.whenNobody === 'anyCashier' && (
        <button type="button" onClick={() => useStaff.getState().stopChoosing()}>
          Go on as any cashier
        </button>
      )}
    </section>
  );
}
