// What happens when the page asks for a new window: never a new Electron window; at most the
// link goes to the system browser.
import { externalOpenTarget, type ExternalOpenRequest } from './externalLink';

export interface WindowOpenDecision {
  action: 'deny';
  /** An http(s) URL to hand to the system browser, when the request was a clicked link. */
  openExternally: string | null;
}

export function decideWindowOpen(request: ExternalOpenRequest): WindowOpenDecision {
  return { action: 'deny', openExternally: externalOpenTarget(request) };
}

/**
 * Keeps the time of the last link handed to the browser, so a page cannot open a flood of tabs.
 */
export function createExternalOpener(
  open: (url: string) => void,
  clock: () => number = Date.now,
): (details: { url: string; disposition: string; features: string }) => WindowOpenDecision {
  let lastOpenedAt: number | null = null;
  return (details) => {
    const now = clock();
    const decision = decideWindowOpen({ ...details, now, lastOpenedAt });
    if (decision.openExternally) {
      lastOpenedAt = now;
      open(decision.openExternally);
    }
    return decision;
  };
}
