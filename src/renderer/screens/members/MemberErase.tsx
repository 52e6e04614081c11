// Erasing a member on their request, for managers: what goes and that it cannot be undone is said
// first, and the list says it is done once the station has forgotten them.
import { useCallback, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { MemberSummary } from '@shared/ipc/views';
import { said } from '@shared/i18n/said';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import { PATHS } from '../../app/paths';
import { useT } from '../../i18n/useT';
import { navigate } from '../../state/location';
import { ManagerGate } from '../../ui/ManagerGate';
import { ProblemText } from '../../ui/ProblemText';
import { useMembersNotice } from './notice';

export function MemberErase({ member }: { member: MemberSummary }) {
  const t = useT();
  const [asked, setAsked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const name = member.name || t('members.erase.thisMember');
  // The question opens below the details, once a manager is signed in: it is brought into view
  // with the safe answer focused.
  const keep = useCallback((button: HTMLButtonElement | null) => {
    button?.focus({ preventScroll: true });
    button?.closest('[role="alertdialog"]')?.scrollIntoView({ block: 'nearest' });
  }, []);

  const erase = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const { anonymousId, item } = await api().members.erase({
        customerId: member.customerId,
        confirm: true,
      });
      useMembersNotice.setState({
        notice: said(item ? 'members.erase.doneQueued' : 'members.erase.doneNeverSent', {
          anonymousId,
        }),
      });
      navigate(PATHS.members);
    } catch (e) {
      setProblem(messageOf(e));
      setBusy(false);
    }
  };

  if (!asked) {
    return (
      <button type="button" className="danger" onClick={() => setAsked(true)}>
        {t('members.erase.ask')}
      </button>
    );
  }
  return (
    <ManagerGate what={t('members.erase.what')}>
      <div
        role="alertdialog"
        aria-labelledby="member-erase-title"
        aria-describedby="member-erase-text"
        className="confirm"
        data-testid="member-erase"
      >
        <h2 id="member-erase-title">{t('members.erase.title', { name })}</h2>
        <div id="member-erase-text">
          <p>
            {Object.keys(member.fields).length > 0
              ? t('members.erase.textDetails', {
                  name,
                  fields: Object.keys(member.fields).join(', '),
                })
              : t('members.erase.textNoDetails', { name })}
          </p>
          <p>
            <FormattedMessage
              id="members.erase.cannotUndo"
              values={{ name, b: (chunks) => <strong>{chunks}</strong> }}
            />
          </p>
        </div>
        <ProblemText problem={problem} />
        <div className="member-actions">
          <button type="button" className="danger" disabled={busy} onClick={() => void erase()}>
            {t('members.erase.confirm', { name })}
          </button>
          <button type="button" ref={keep} onClick={() => setAsked(false)}>
            {t('members.erase.keep', { name })}
          </button>
        </div>
      </div>
    </ManagerGate>
  );
}
