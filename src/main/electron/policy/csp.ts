// The renderer's Content Security Policy: its own files, the camera stream, the barcode decoder's
// WebAssembly and inline images (remote ones arrive from main as data: URLs); no other network,
// no inline script, no plugins or frames.
import { parseStrictUrl } from './appOrigin';

export interface CspOptions {
  /** The dev server's origin in development, so Vite's client and hot reload work. */
  devServerOrigin?: string | null;
}

export function buildCsp(options: CspOptions = {}): string {
  const dev = options.devServerOrigin ? requireHttpOrigin(options.devServerOrigin) : null;
  const devSocket = dev ? dev.replace(/^http/, 'ws') : null;
  const directives: Array<[string, Array<string | null>]> = [
    ['default-src', ["'self'"]],
    // 'wasm-unsafe-eval' lets the zxing decoder compile WebAssembly without allowing eval().
    ['script-src', ["'self'", "'wasm-unsafe-eval'", dev]],
    ['style-src', ["'self'", dev]],
    // Style attributes (set by React and the camera widget) cannot run script.
    ['style-src-attr', ["'unsafe-inline'"]],
    // Never a network origin: main fetches and keeps remote images, so they show offline too.
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['media-src', ["'self'", 'blob:', 'mediastream:']],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", dev, devSocket]],
    ['object-src', ["'none'"]],
    ['frame-src', ["'none'"]],
    // The barcode decoder's worker, one of the app's own files; no other worker or frame.
    ['worker-src', ["'self'", dev]],
    ['child-src', ["'none'"]],
    ['frame-ancestors', ["'none'"]],
    ['form-action', ["'none'"]],
    ['base-uri', ["'none'"]],
  ];
  return directives
    .map(([name, sources]) => `${name} ${sources.filter((s): s is string => s !== null).join(' ')}`)
    .join('; ');
}

/** A CSP source must be a bare http(s) origin: no paths, wildcards, quotes or separators. */
function requireHttpOrigin(value: string): string {
  const url = parseStrictUrl(value);
  if (
    !url ||
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.username ||
    url.password ||
    url.href !== `${url.origin}/` ||
    /[*;'",]/.test(value)
  ) {
    throw new Error(`"${value}" is not an http(s) origin a CSP may name`);
  }
  return url.origin;
}
