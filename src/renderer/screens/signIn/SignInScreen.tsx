// The sign-in screen, shown instead of the app while nobody may act (or Switch person was pressed):
// a name, then a PIN, or a staff badge scanned with the USB scanner.
import { useState } from 'react';
import { useT } from '../../i18n/useT';
import { staffProblemPhrase, usePhrase } from '../../state/counterPhrase';
import { useWedgeScanner } from '../../scanner';
import { takeBadge, useStaff } from '../../state/staff';
import { SignInPanel } from '../../ui/staff/SignInPanel';
import '../../ui/fields/fields.css';
import './signInScreen.css';

export default function SignInScreen() {
  const t = useT();
  const phrase = usePhrase();
  const view = useStaff((s) => s.view);
  const badgeProblem = useStaff((s) => s.badgeProblem);
  const [notBadge, setNotBadge] = useState(false);
  // Even while the PIN field has focus: a badge is never typed into it.
  useWedgeScanner((text) => setNotBadge(!takeBadge(text)));
  if (!view) return null;
  const problem = notBadge ? t('shell.signingIn.notBadge') : badgeProblem;
  const nobody = staffProblemPhrase(view);
  return (
    <section className="sign-in-screen" aria-labelledby="sign-in-title" data-testid="sign-in">
      <h1 id="sign-in-title">{t('shell.signingIn.title')}</h1>
      <p>{t('shell.signingIn.pickName')}</p>
      {problem && (
        <p role="alert" className="field-error" data-testid="badge-problem">
          {problem}
        </p>
      )}
      {nobody ? (
        <p role="alert" className="field-error">
          {phrase(nobody)}
        </p>
      ) : (
        <SignInPanel people={view.people} />
      )}
      {view.whenNobody === 'anyCashier' && (
        <button type="button" onClick={() => useStaff.getState().stopChoosing()}>
          {t('shell.signingIn.anyCashier')}
        </button>
      )}
    </section>
  );
}
