// Erasing a member on their request, for managers: what goes and that it cannot be undone is said
// first, and the list says it is done once the station has forgotten them.
import { useCallback, useState } from 'react';
import type { MemberSummary } from '@shared/ipc/views';
import { api } from '../../bridge/api';
import { messageOf } from '../../bridge/reviveErrors';
import { PATHS } from '../../app/paths';
import { navigate } from '../../stores/location';
import { ManagerGate } from '../../ui/ManagerGate';
import { ProblemText } from '../../ui/ProblemText';
import { useMembersNotice } from './notice';

export function MemberErase({ member }: { member: MemberSummary }) {
  const [asked, setAsked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const name = member.name || 'this member';
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
        notice:
          `A member was erased: this station has forgotten their details, and their journal ` +
          `lines now read ${anonymousId}. ` +
          (item
            ? 'The service is asked to delete them; it sends when online.'
            : 'The service never had them.'),
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
        Erase member…
      </button>
    );
  }
  return (
    <ManagerGate what="Erasing a member">
      <div
        role="alertdialog"
        aria-labelledby="member-erase-title"
        aria-describedby="member-erase-text"
        className="confirm"
        data-testid="member-erase"
      >
        <h2 id="member-erase-title">Erase {name}?</h2>
        <div id="member-erase-text">
          <p>
            Erasing {name} deletes their details ({Object.keys(member.fields).join(', ') || 'none'})
            and their pass from the service, and removes them from this station's member list and
            search. The journal keeps their stamps under an anonymous id only.
          </p>
          <p>
            <strong>This cannot be undone.</strong> Do it only when {name} asked to be erased.
          </p>
        </div>
        <ProblemText problem={problem} />
        <div className="member-actions">
          <button type="button" className="danger" disabled={busy} onClick={() => void erase()}>
            Erase {name}
          </button>
          <button type="button" ref={keep} onClick={() => setAsked(false)}>
            Keep {name}
          </button>
        </div>
      </div>
    </ManagerGate>
  );
}
