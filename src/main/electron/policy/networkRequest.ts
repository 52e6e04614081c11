// Which requests the renderer's session may make: its own files only. Network access belongs to
// main, so a compromised page has nowhere to send anything.
import { isTrustedUrl, parseStrictUrl, type TrustedOrigins } from './appOrigin';

/** Schemes that never leave the process: in-memory blobs and inline data. */
const LOCAL_SCHEMES = new Set(['data:', 'blob:']);

export function mayRequest(
  url: unknown,
  trusted: TrustedOrigins,
  devServerSocket = false,
): boolean {
  const parsed = parseStrictUrl(url);
  if (!parsed) return false;
  if (LOCAL_SCHEMES.has(parsed.protocol)) return true;
  if (isTrustedUrl(url, trusted)) return true;
  // The dev server's hot reload socket, only when the dev server itself is trusted.
  if (devServerSocket && parsed.protocol === 'ws:') {
    return isTrustedUrl(`http://${parsed.host}/`, trusted);
  }
  return false;
}
