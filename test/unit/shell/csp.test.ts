import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../../src/host/security';
import { buildCsp } from '../../../src/main/electron/policy/csp';

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp.split(';').map((part) => {
      const [name, ...sources] = part.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

describe('content security policy', () => {
  const csp = directives(buildCsp());

  it('allows only the app itself by default', () => {
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });

  it('allows WebAssembly but never eval or inline script', () => {
    expect(csp.get('script-src')).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    const all = [...csp.values()].flat();
    expect(all).not.toContain("'unsafe-eval'");
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");
  });

  it('allows the camera stream and local images, and refuses plugins, frames and forms', () => {
    expect(csp.get('media-src')).toEqual(expect.arrayContaining(['mediastream:', 'blob:']));
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    for (const name of ['object-src', 'frame-src', 'frame-ancestors', 'form-action', 'base-uri']) {
      expect(csp.get(name)).toEqual(["'none'"]);
    }
  });

  it('names no network origin anywhere unless asked', () => {
    expect(buildCsp()).not.toMatch(/https?:|ws:|\*/);
  });

  it('never lets images come from the network: main fetches them and hands data: URLs over', () => {
    const dev = buildCsp({ devServerOrigin: 'http://localhost:5173' });
    expect(directives(dev).get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(buildCsp()).not.toMatch(/img-src[^;]*(https?:|127\.0\.0\.1|\*)/);
  });

  it('adds the dev server only as a bare origin', () => {
    const withExtras = directives(buildCsp({ devServerOrigin: 'http://localhost:5173' }));
    expect(withExtras.get('connect-src')).toEqual([
      "'self'",
      'http://localhost:5173',
      'ws://localhost:5173',
    ]);
  });

  it.each([
    'https://*.example.com',
    "https://example.com; script-src 'unsafe-inline'",
    'https://example.com/path',
    'javascript:alert(1)',
    'data:',
    'https://user@example.com',
    ' https://example.com',
    "'self'",
  ])('refuses %j as the dev server rather than weakening the policy', (origin) => {
    expect(() => buildCsp({ devServerOrigin: origin })).toThrow(/not an http\(s\) origin/);
  });
});

// Pinned in full, so a source added to either policy is a visible decision. The one worker is the
// barcode decoder, a file of the app's own ('self', never blob:); blob: serves images and media only.
describe('the two policies as shipped', () => {
  it('the desktop shell sends exactly this policy', () => {
    expect(buildCsp()).toBe(
      "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; " +
        "style-src-attr 'unsafe-inline'; img-src 'self' data: blob:; " +
        "media-src 'self' blob: mediastream:; font-src 'self' data:; connect-src 'self'; " +
        "object-src 'none'; frame-src 'none'; worker-src 'self'; child-src 'none'; " +
        "frame-ancestors 'none'; " +
        "form-action 'none'; base-uri 'none'",
    );
  });

  it('the web host sends exactly this policy', () => {
    expect(CONTENT_SECURITY_POLICY).toBe(
      "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; " +
        "style-src-attr 'unsafe-inline'; img-src 'self' data: blob:; " +
        "media-src 'self' blob: mediastream:; connect-src 'self'; worker-src 'self'; " +
        "font-src 'self'; " +
        "object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    );
  });

  it.each([
    ['desktop', buildCsp()],
    ['web host', CONTENT_SECURITY_POLICY],
  ])('the %s policy lets no blob: script or worker run', (_host, policy) => {
    const withBlob = [...directives(policy)].filter(([, sources]) => sources.includes('blob:'));
    expect(withBlob.map(([name]) => name).sort()).toEqual(['img-src', 'media-src']);
  });
});
