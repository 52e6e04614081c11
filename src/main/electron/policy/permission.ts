// Which browser permissions the page gets: the camera, for the app's own main frame; nothing else.
import { isTrustedUrl, type TrustedOrigins } from './appOrigin';

export interface PermissionRequestFacts {
  permission: string;
  /** The URL of the frame asking. */
  requestingUrl: unknown;
  isMainFrame: boolean;
  /** For `media`: what is asked for; a request for audio is refused (the app never records). */
  mediaTypes?: readonly string[] | undefined;
  securityOrigin?: unknown;
}

export function mayGrantPermission(
  facts: PermissionRequestFacts,
  trusted: TrustedOrigins,
): boolean {
  if (facts.permission !== 'media') return false;
  if (facts.isMainFrame !== true || !isTrustedUrl(facts.requestingUrl, trusted)) return false;
  if (facts.securityOrigin !== undefined && !isTrustedOrigin(facts.securityOrigin, trusted))
    return false;
  const types = facts.mediaTypes ?? [];
  return types.length > 0 && types.every((type) => type === 'video');
}

export interface PermissionCheckFacts {
  permission: string;
  requestingOrigin: unknown;
  isMainFrame: boolean;
  mediaType?: string | undefined;
}

/** Chromium's synchronous "is it granted?" question, answered the same way as a request. */
export function permissionCheckAnswer(
  facts: PermissionCheckFacts,
  trusted: TrustedOrigins,
): boolean {
  if (facts.permission !== 'media') return false;
  if (facts.isMainFrame !== true || !isTrustedOrigin(facts.requestingOrigin, trusted)) return false;
  return facts.mediaType === 'video';
}

/**
 * Chromium passes origins serialised ("app://passdesk", sometimes with a trailing slash); anything
 * that is not exactly one of the trusted origins is refused, case and all.
 */
function isTrustedOrigin(value: unknown, trusted: TrustedOrigins): boolean {
  if (typeof value !== 'string') return false;
  const origin = value.endsWith('/') ? value.slice(0, -1) : value;
  return trusted.origins.includes(origin);
}
