// Which requests the renderer's session may make: its own files, and images from where the stamp
// card's artwork lives. Everything else belongs to main, so a compromised page has nowhere to
// send anything but an image request.
import { externalHttpUrl } from './externalLink';
import { isTrustedUrl, originOf, parseStrictUrl, type TrustedOrigins } from './appOrigin';

/** Schemes that never leave the process: in-memory blobs and inline data. */
const LOCAL_SCHEMES = new Set(['data:', 'blob:']);

export interface RequestPolicy {
  trusted: TrustedOrigins;
  /** The dev server's hot-reload socket (development only). */
  devServerSocket?: boolean;
  /** Exact origins images may come from, e.g. the embedded training service on loopback. */
  imageOrigins?: readonly string[];
  /** Images from any public https address: a program's own stamp icon is a manager's URL. */
  remoteImages?: boolean;
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
  if (request.resourceType === 'image' && request.method === 'GET') {
    const origin = originOf(request.url);
    if (origin !== null && (policy.imageOrigins ?? []).includes(origin)) return true;
    if (policy.remoteImages && parsed.protocol === 'https:')
      return externalHttpUrl(request.url) !== null;
  }
  return false;
}
