// The counter's "New member" button (and its key), opening the enrolment form.
import { Suspense, useEffect, useState } from 'react';
import { lazyWithWords } from '../../i18n/catalogue';
import { useProgram } from '../../state/program';
import { useUnknownCode } from '../../state/unknownCode';
import { SHORTCUTS, shortcutFor } from './shortcuts';
import { useT } from '../../i18n/useT';

// The form, its phone parsing (libphonenumber's metadata) and its validation load when it first
// opens, not with the counter: the counter's first paint needs none of them, nor its words.
const EnrolDialog = lazyWithWords(() =>
  import('./EnrolDialog').then((m) => ({ default: m.EnrolDialog })),
);

export function NewMember() {
  const program = useProgram((s) => s.program);
  const [open, setOpen] = useState(false);
  // What is known of the person, for a form asked for from their archived pass.
  const [known, setKnown] = useState<Readonly<Record<string, string>>>({});
  const t = useT();
  // Asked for from the counter (an unknown code, an archived pass): the form opens.
  const asked = useUnknownCode((s) => s.next?.step === 'enrol');
  useEffect(() => {
    const taken = asked ? useUnknownCode.getState().take('enrol') : null;
    if (taken === null) return;
    setKnown(taken.known);
    setOpen(true);
  }, [asked]);
  const openEmpty = () => {
    setKnown({});
    setOpen(true);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const inField = event.target instanceof HTMLElement && event.target.closest('input') !== null;
      if (shortcutFor(event, inField) !== 'enrol') return;
      event.preventDefault();
      openEmpty();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  if (!program) return null;
  return (
    <>
      <button type="button" className="new-member" onClick={openEmpty} data-testid="new-member">
        {t('counter.newMember')} <kbd>{SHORTCUTS.enrol.label}</kbd>
      </button>
      {open && (
        <Suspense fallback={null}>
          <EnrolDialog program={program} known={known} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
