// Maps an app:// request to a file of the built renderer, refusing anything outside that folder.
/* eslint-disable i18n/person-facing-text -- its refusal reasons go to the log; the window gets a bare 404 */
import { extname, join, normalize, sep } from 'node:path';
import { APP_HOST, APP_SCHEME, parseStrictUrl } from './appOrigin';
import { RENDERER_CONTENT_TYPES } from '@shared/rendererContentTypes';

export type AssetLookup =
  | { kind: 'file'; path: string; contentType: string }
  | { kind: 'refused'; status: 400 | 403 | 404 | 405; reason: string };

/**
 * `root` is the built renderer folder. A path without an extension is a screen of the single-page
 * app and gets index.html; an unknown extension is refused rather than guessed.
 */
export function lookupAppAsset(requestUrl: unknown, method: string, root: string): AssetLookup {
  if (method !== 'GET' && method !== 'HEAD') return refused(405, 'only GET and HEAD');
  const url = parseStrictUrl(requestUrl);
  if (
    !url ||
    url.protocol !== `${APP_SCHEME}:` ||
    url.hostname !== APP_HOST ||
    url.port ||
    url.username
  ) {
    return refused(403, 'not the app origin');
  }
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return refused(400, 'bad escape');
  }
  // After decoding, a NUL, a backslash or a dot-segment can only be an attempt to escape the root.
  if (
    /[\0\\]/.test(pathname) ||
    pathname.split('/').some((part) => part === '..' || part === '.')
  ) {
    return refused(403, 'path escapes the app folder');
  }
  const relative = pathname === '/' ? 'index.html' : pathname.replace(/^\/+/, '');
  const extension = extname(relative).toLowerCase();
  if (extension === '') return file(join(root, 'index.html'), '.html');
  const contentType = RENDERER_CONTENT_TYPES[extension];
  if (!contentType) return refused(404, `no ${extension} files in the app`);
  const full = normalize(join(root, relative));
  const base = normalize(root.endsWith(sep) ? root : root + sep);
  if (!full.startsWith(base)) return refused(403, 'path escapes the app folder');
  return { kind: 'file', path: full, contentType };
}

function file(path: string, extension: string): AssetLookup {
  return {
    kind: 'file',
    path,
    contentType: RENDERER_CONTENT_TYPES[extension] ?? 'application/octet-stream',
  };
}

function refused(status: 400 | 403 | 404 | 405, reason: string): AssetLookup {
  return { kind: 'refused', status, reason };
}

/** Headers every app:// answer carries. */
export function appResponseHeaders(contentType: string, csp: string): Record<string, string> {
  return {
    'Content-Type': contentType,
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  };
}
