// The owner's Staff screen: the people with their roles, PINs and badges, and the sign-in rules;
// while nobody exists, the store's first owner is added here.
import { useState } from 'react';
import { useT } from '../../i18n/useT';
import { useStaff } from '../../state/staff';
import { AddPerson } from './AddPerson';
import { PeopleList } from './PeopleList';
import { SignInPolicy } from './SignInPolicy';
import { useStaffRoster } from './useStaffRoster';
import '../../ui/desk.css';
import './staff.css';

export default function StaffScreen() {
  const t = useT();
  const session = useStaff((s) => s.view);
  const { access, roster, problem, reload } = useStaffRoster(session);
  const [said, setSaid] = useState<string | null>(null);
  const changed = () => void reload();

  return (
    <section className="desk-screen staff" aria-labelledby="staff-title">
      <h1 id="staff-title">{t('members.staff.title')}</h1>
      {problem && (
        <p role="alert" className="desk-error">
          {problem}
        </p>
      )}
      {access === 'firstOwner' && (
        <>
          <p data-testid="staff-first-run">{t('members.staff.firstRun')}</p>
          {/* The core signs the first owner in; the session's event then shows the people. */}
          <AddPerson firstOwner onAdded={() => undefined} />
        </>
      )}
      {access === 'owner' && roster && (
        <>
          <p role="status" className="desk-success" data-testid="staff-said">
            {said}
          </p>
          <PeopleList people={roster.people} onChanged={changed} onSaid={setSaid} />
          <AddPerson firstOwner={false} onAdded={changed} />
          <SignInPolicy policy={roster.policy} onSaved={changed} />
        </>
      )}
    </section>
  );
}
