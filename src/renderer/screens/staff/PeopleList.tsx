// The store's people: name, role, badge and any wait after wrong PINs, each with its actions.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { StaffMemberView } from '@shared/ipc/staffContract';
import type { MessageId } from '@shared/i18n/messageId';
import { useT } from '../../i18n/useT';
import { ROLE_WORDS } from '../../ui/staff/staffWords';
import { waitWords } from '../../ui/waitWords';
import { useNow } from '../../ui/useNow';
import { PersonBadge } from './PersonBadge';
import { PersonEdit } from './PersonEdit';
import { PersonRemove } from './PersonRemove';
import { peopleInOrder, waitOf } from './staffModel';

type Action = 'edit' | 'badge' | 'remove';
type Open = { action: Action; person: StaffMemberView };

/** Each row's buttons, named with the person so a screen reader says whose they are. */
const ACTIONS: { action: Action; words: MessageId; named: MessageId }[] = [
  { action: 'edit', words: 'members.staff.edit', named: 'members.staff.editNamed' },
  { action: 'badge', words: 'members.staff.badge', named: 'members.staff.badgeOf' },
  { action: 'remove', words: 'members.staff.remove', named: 'members.staff.removeNamed' },
];

export function PeopleList({
  people,
  onChanged,
  onSaid,
}: {
  people: readonly StaffMemberView[];
  onChanged(): void;
  onSaid(text: string): void;
}) {
  const t = useT();
  const intl = useIntl();
  const now = useNow(1000);
  const [open, setOpen] = useState<Open | null>(null);
  // Ready, or the wait after wrong PINs while it lasts.
  const signInState = (waitUntil: string | null) => {
    const left = waitOf(waitUntil, now);
    return left === null
      ? t('members.staff.ready')
      : t('members.staff.waits', { wait: waitWords(intl, left) });
  };
  const done = (saved: string | null) => {
    setOpen(null);
    if (saved === null) return;
    onSaid(saved);
    onChanged();
  };

  return (
    <section className="form-group" aria-labelledby="staff-people-title">
      <h2 id="staff-people-title">{t('members.staff.people')}</h2>
      <div className="staff-people" tabIndex={0} aria-labelledby="staff-people-title">
        <table data-testid="staff-people">
          <thead>
            <tr>
              <th scope="col">{t('members.staff.name')}</th>
              <th scope="col">{t('members.staff.role')}</th>
              <th scope="col">{t('members.staff.badge')}</th>
              <th scope="col">{t('members.staff.signIn')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('members.staff.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {peopleInOrder(people).map((person) => (
              <tr key={person.id} data-testid="staff-row">
                <th scope="row">{person.name}</th>
                <td>{t(ROLE_WORDS[person.role])}</td>
                <td>{t(person.hasBadge ? 'members.staff.yes' : 'members.staff.no')}</td>
                <td>{signInState(person.waitUntil)}</td>
                <td className="staff-people__actions">
                  <div>
                    {ACTIONS.map(({ action, words, named }) => (
                      <button
                        key={action}
                        type="button"
                        aria-label={t(named, { name: person.name })}
                        onClick={() => setOpen({ action, person })}
                      >
                        {t(words)}
                      </button>
                    ))}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {open?.action === 'edit' && <PersonEdit person={open.person} onDone={done} />}
      {open?.action === 'remove' && <PersonRemove person={open.person} onDone={done} />}
      {open?.action === 'badge' && (
        <PersonBadge person={open.person} onChanged={onChanged} onDone={done} />
      )}
    </section>
  );
}
