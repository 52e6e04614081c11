// The store's people: name, role, badge and any wait after wrong PINs, each with its actions.
import { useState } from 'react';
import type { StaffMemberView } from '@shared/ipc/staffContract';
import { useNow } from '../../ui/useNow';
import { PersonBadge } from './PersonBadge';
import { PersonEdit } from './PersonEdit';
import { PersonRemove } from './PersonRemove';
import { peopleInOrder, ROLE_LABELS, waitOf } from './staffModel';

type Action = 'edit' | 'badge' | 'remove';
type Open = { action: Action; person: StaffMemberView };

/** Each row's buttons, named with the person so a screen reader says whose they are. */
const ACTIONS: { action: Action; label: string; named(name: string): string }[] = [
  { action: 'edit', label: 'Edit', named: (name) => `Edit ${name}` },
  { action: 'badge', label: 'Badge', named: (name) => `Badge of ${name}` },
  { action: 'remove', label: 'Remove', named: (name) => `Remove ${name}` },
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
  const now = useNow(1000);
  const [open, setOpen] = useState<Open | null>(null);
  const done = (saved: string | null) => {
    setOpen(null);
    if (saved === null) return;
    onSaid(saved);
    onChanged();
  };

  return (
    <section className="form-group" aria-labelledby="staff-people-title">
      <h2 id="staff-people-title">People</h2>
      <div className="staff-people" tabIndex={0} aria-labelledby="staff-people-title">
        <table data-testid="staff-people">
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Role</th>
              <th scope="col">Badge</th>
              <th scope="col">Sign-in</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {peopleInOrder(people).map((person) => (
              <tr key={person.id} data-testid="staff-row">
                <th scope="row">{person.name}</th>
                <td>{ROLE_LABELS[person.role]}</td>
                <td>{person.hasBadge ? 'Yes' : 'No'}</td>
                <td>{waitOf(person.waitUntil, now) ?? 'Ready'}</td>
                <td className="staff-people__actions">
                  <div>
                    {ACTIONS.map(({ action, label, named }) => (
                      <button
                        key={action}
                        type="button"
                        aria-label={named(person.name)}
                        onClick={() => setOpen({ action, person })}
                      >
                        {label}
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
