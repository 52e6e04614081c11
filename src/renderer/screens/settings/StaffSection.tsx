// Settings' pointer to the Staff screen, where people, roles, PINs and badges are kept; before
// anyone exists it invites the store to add its owner first.
import { useStaff } from '../../stores/staff';

export function StaffSection() {
  const firstRun = useStaff((s) => s.view?.whenNobody === 'open');
  return (
    <section className="form-group" aria-labelledby="staff-line-title" data-testid="settings-staff">
      <h2 id="staff-line-title">Staff</h2>
      {firstRun ? (
        <p>
          Nobody is set up yet, so every screen is open to everyone.{' '}
          <a href="#/staff">Add the store&apos;s owner first</a>; then each person signs in with
          their own PIN or badge.
        </p>
      ) : (
        <p>
          People, their roles, PINs and badges, and the sign-in rules are on the{' '}
          <a href="#/staff">Staff screen</a> (the owner&apos;s).
        </p>
      )}
    </section>
  );
}
