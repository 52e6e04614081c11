// The pass slip: an 80 mm receipt with the program's name, the member's first name, their count
// and the QR of their pass page. Put beside the app in the page, and printed alone.
import { createPortal } from 'react-dom';
import type { ProgramView } from '@shared/ipc/views';
import { countWords } from '../counterText';
import { QrCode } from '../QrCode';
import { useT } from '../../i18n/useT';
import { usePhrase } from '../../state/counterPhrase';

export function PassSlip(props: {
  programName: string;
  firstName: string;
  count: number | null;
  program: ProgramView | null;
  passPageUrl: string;
  /** The slip is drawn, QR included: print now. */
  onReady(): void;
}) {
  const t = useT();
  const say = usePhrase();
  return createPortal(
    <section className="pass-slip" data-testid="pass-slip" aria-label={t('counter.slip.label')}>
      <h1>{props.programName}</h1>
      <p className="pass-slip-greeting">
        {props.firstName ? t('counter.slip.hello', { name: props.firstName }) : t('counter.hello')}
      </p>
      {props.count !== null && (
        <p className="pass-slip-count">
          {t('counter.slip.card', { count: say(countWords(props.program, props.count)) })}
        </p>
      )}
      <QrCode value={props.passPageUrl} label={t('counter.slip.qr')} onDrawn={props.onReady} />
      <p>{t('counter.slip.scan')}</p>
    </section>,
    document.body,
  );
}
