// Which requests the renderer's session may make: its own files and inline data, nothing else.
// Everything on the network belongs to main (remote images too, fetched and kept there), so a
// compromised page has nowhere to send anything.
import { isTrustedUrl, parseStrictUrl, type TrustedOrigins } from './appOrigin';

/** Schemes that never leave the process: in-memory blobs and inline data. */
const LOCAL_SCHEMES = new Set(['data:', 'blob:']);

export interface RequestPolicy {
  trusted: TrustedOrigins;
  /** The dev server's hot-reload socket (development only). */
  devServerSocket?: boolean;
}

export interface RendererRequest {
  url: unknown;
  /** Chromium's resource type: `mainFrame`, `script`, `image`, `xhr`, `webSocket`... */
  resourceType: string;
  method: string;
}

export function mayRequest(request: RendererRequest, policy: RequestPolicy): boolean {
  const parsed = parseStrictUrl(request.url);
  if (!parsed) return false;
  if (LOCAL_SCHEMES.has(parsed.protocol)) return true;
  if (isTrustedUrl(request.url, policy.trusted)) return true;
  if (policy.devServerSocket && parsed.protocol === 'ws:') {
    return isTrustedUrl(`http://${parsed.host}/`, policy.trusted);
  }
  return false;
}
