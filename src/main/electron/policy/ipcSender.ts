// Whether an IPC message may be acted on: it must come from the app's own page, in the main frame.
import { isTrustedUrl, type TrustedOrigins } from './appOrigin';

export interface SenderFacts {
  /** The sending frame's URL; null when the frame is gone (navigated away, destroyed). */
  frameUrl: unknown;
  /** True when the sending frame is the top frame of its window. */
  isMainFrame: boolean;
  /** True when the sender is one of the windows this shell created. */
  isOwnWindow: boolean;
}

export function isTrustedSender(facts: SenderFacts, trusted: TrustedOrigins): boolean {
  return (
    facts.isOwnWindow === true &&
    facts.isMainFrame === true &&
    isTrustedUrl(facts.frameUrl, trusted)
  );
}
