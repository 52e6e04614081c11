// The line under a change that says it was kept, or why not, announced when it changes. It keeps
// what to say, not the words, so a change of language says it again in the new one.
import type { MessageId } from '@shared/i18n/messageId';
import type { Said } from '@shared/i18n/said';
import { messageOf } from '../bridge/reviveErrors';
import { useSaid, useT } from '../i18n/useT';

export type SaidOutcome =
  | { ok: true; said: Said }
  /** `failed` takes the core's reason as `{problem}`; "Not saved: {problem}" unless given. */
  | { ok: false; error: unknown; failed?: MessageId };

export function SaidLine({ said }: { said: SaidOutcome | null }) {
  const t = useT();
  const say = useSaid();
  return (
    <p role="status" className={said && !said.ok ? 'desk-error' : undefined}>
      {said &&
        (said.ok
          ? say(said.said)
          : t(said.failed ?? 'shell.notSaved', { problem: messageOf(said.error) }))}
    </p>
  );
}
