// Settings' pointer to the Staff screen, where people, roles, PINs and badges are kept; before
// anyone exists it invites the store to add its owner first.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useStaff } from '../../state/staff';
import { useT } from '../../i18n/useT';

const staffLink = (chunks: ReactNode[]) => <a href="#/staff">{chunks}</a>;

export function StaffSection() {
  const t = useT();
  const firstRun = useStaff((s) => s.view?.whenNobody === 'open');
  return (
    <section className="form-group" aria-labelledby="staff-line-title" data-testid="settings-staff">
      <h2 id="staff-line-title">{t('shell.route.staff')}</h2>
      <p>
        <FormattedMessage
          id={firstRun ? 'settings.staff.firstRun' : 'settings.staff.where'}
          values={{ link: staffLink }}
        />
      </p>
    </section>
  );
}
