// The pass slip: an 80 mm receipt with the program's name, the member's first name, their count
// and the QR of their pass page. Put beside the app in the page, and printed alone.
import { createPortal } from 'react-dom';
import type { ProgramView } from '@shared/ipc/views';
import { countLabel } from '../counterText';
import { QrCode } from '../QrCode';

export function PassSlip(props: {
  programName: string;
  firstName: string;
  count: number | null;
  program: ProgramView | null;
  passPageUrl: string;
  /** The slip is drawn, QR included: print now. */
  onReady(): void;
}) {
  return createPortal(
    <section className="pass-slip" data-testid="pass-slip" aria-label="Pass slip">
      <h1>{props.programName}</h1>
      <p className="pass-slip-greeting">
        {props.firstName ? `Hello ${props.firstName}!` : 'Hello!'}
      </p>
      {props.count !== null && (
        <p className="pass-slip-count">Your card: {countLabel(props.program, props.count)}</p>
      )}
      <QrCode value={props.passPageUrl} label="QR code of the pass page" onDrawn={props.onReady} />
      <p>Scan the code with your phone to add the card to your wallet.</p>
    </section>,
    document.body,
  );
}
