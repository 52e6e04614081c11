// The app:// scheme the renderer is served from: registered as a standard, secure origin before
// the app is ready, then answered from the built renderer folder with the CSP on every response.
import { readFile } from 'node:fs/promises';
import { protocol, type Session } from 'electron';
import { APP_SCHEME } from '../policy/appOrigin';
import { appResponseHeaders, lookupAppAsset } from '../policy/appAsset';

/** Must run before `app.whenReady()`. */
export function registerAppScheme(): void {
  protocol.registerSchemesAsPrivileged([
    {
      scheme: APP_SCHEME,
      // standard + secure: a real origin for 'self', storage and getUserMedia; nothing bypasses CSP.
      privileges: {
        standard: true,
        secure: true,
        supportFetchAPI: true,
        stream: true,
        codeCache: true,
      },
    },
  ]);
}

export function serveAppProtocol(
  session: Session,
  rendererRoot: string,
  csp: string,
  log: (message: string, fields?: Record<string, unknown>) => void,
): void {
  session.protocol.handle(APP_SCHEME, async (request) => {
    const lookup = lookupAppAsset(request.url, request.method, rendererRoot);
    if (lookup.kind === 'refused') {
      log('app:// request refused', { url: request.url, reason: lookup.reason });
      return new Response(null, { status: lookup.status });
    }
    try {
      const body = request.method === 'HEAD' ? null : await readFile(lookup.path);
      return new Response(body, {
        status: 200,
        headers: appResponseHeaders(lookup.contentType, csp),
      });
    } catch {
      return new Response(null, { status: 404 });
    }
  });
}
