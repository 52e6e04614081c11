// Which navigations a window may make: only within the app itself, and only in the main frame.
import { isTrustedUrl, type TrustedOrigins } from './appOrigin';

export interface NavigationAttempt {
  url: unknown;
  isMainFrame: boolean;
}

/**
 * The renderer is a single page; it never needs to leave its origin, and subframes (which the app
 * does not use) may not navigate at all.
 */
export function mayNavigate(attempt: NavigationAttempt, trusted: TrustedOrigins): boolean {
  return attempt.isMainFrame === true && isTrustedUrl(attempt.url, trusted);
}
