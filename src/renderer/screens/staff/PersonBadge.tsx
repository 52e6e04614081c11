// A person's staff badge: issue one (any earlier one stops working), print it, or clear it.
import { useState } from 'react';
import type { StaffMemberView } from '@shared/ipc/staffContract';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import { useT } from '../../i18n/useT';
import { Modal } from '../../ui/Modal';
import { BadgeCard } from './BadgeCard';

export function PersonBadge({
  person: initial,
  onChanged,
  onDone,
}: {
  person: StaffMemberView;
  /** A badge was issued or cleared: the list reads again. */
  onChanged(): void;
  onDone(saved: string | null): void;
}) {
  const t = useT();
  const [person, setPerson] = useState(initial);
  const [badge, setBadge] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [said, setSaid] = useState<string | null>(null);

  const act = async (what: () => Promise<void>) => {
    try {
      await what();
      setProblem(null);
      onChanged();
    } catch (error) {
      setProblem(messageOf(error));
    }
  };
  const issue = () =>
    act(async () => {
      const issued = await api().staff.issueBadge({ id: person.id });
      setPerson(issued.person);
      setBadge(issued.badge);
      setSaid(t('members.staff.badgeIssued', { name: issued.person.name }));
    });
  const clear = () =>
    act(async () => {
      setPerson(await api().staff.clearBadge({ id: person.id }));
      setBadge(null);
      setSaid(t('members.staff.badgeCleared', { name: person.name }));
    });

  return (
    <Modal
      title={t('members.staff.badgeOf', { name: person.name })}
      className="staff-dialog"
      testId="staff-badge-dialog"
      onClose={() => onDone(said)}
    >
      <p data-testid="staff-badge-state">
        {t(person.hasBadge ? 'members.staff.hasBadge' : 'members.staff.noBadge', {
          name: person.name,
        })}
      </p>
      {badge && <BadgeCard person={person} badge={badge} />}
      <div className="desk-actions">
        <button
          type="button"
          className={badge ? undefined : 'primary'}
          onClick={() => void issue()}
        >
          {t(person.hasBadge ? 'members.staff.issueNewBadge' : 'members.staff.issueBadge')}
        </button>
        {person.hasBadge && (
          <button type="button" onClick={() => void clear()}>
            {t('members.staff.clearBadge')}
          </button>
        )}
      </div>
      {person.hasBadge && !badge && (
        <p className="field-hint">{t('members.staff.badgeReplaces')}</p>
      )}
      {problem && (
        <p role="alert" className="desk-error">
          {problem}
        </p>
      )}
      {/* Beside a fresh card its printing says enough; said again when the dialog closes. */}
      {said && !badge && (
        <p role="status" className="desk-success">
          {said}
        </p>
      )}
    </Modal>
  );
}
