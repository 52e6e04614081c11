import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appResponseHeaders, lookupAppAsset } from '../../../src/main/electron/policy/appAsset';

const root = join('/opt', 'passdesk', 'out', 'renderer');

describe('app:// asset lookup', () => {
  it('serves files of the built renderer with their type', () => {
    expect(lookupAppAsset('app://passdesk/assets/index-abc.js', 'GET', root)).toEqual({
      kind: 'file',
      path: join(root, 'assets', 'index-abc.js'),
      contentType: 'text/javascript; charset=utf-8',
    });
    expect(lookupAppAsset('app://passdesk/zxing_reader.wasm', 'GET', root)).toMatchObject({
      contentType: 'application/wasm',
    });
  });

  it('answers index.html for the root and for screens of the single-page app', () => {
    for (const url of [
      'app://passdesk/',
      'app://passdesk/counter',
      'app://passdesk/manager/templates',
    ]) {
      expect(lookupAppAsset(url, 'GET', root)).toMatchObject({
        kind: 'file',
        path: join(root, 'index.html'),
      });
    }
  });

  it('keeps dot segments that URL parsing resolves inside the app folder', () => {
    expect(
      lookupAppAsset('app://passdesk/%2e%2e/%2e%2e/etc/passwd.txt', 'GET', root),
    ).toMatchObject({
      kind: 'file',
      path: join(root, 'etc', 'passwd.txt'),
    });
    expect(lookupAppAsset('app://passdesk/../../../etc/passwd.txt', 'GET', root)).toMatchObject({
      path: join(root, 'etc', 'passwd.txt'),
    });
  });

  it.each([
    'app://passdesk/assets/%2e%2e%2f%2e%2e%2fsecret.json',
    'app://passdesk/assets/..%5c..%5csecret.json',
    'app://passdesk/a%00.js',
    'app://passdesk/%E0%A4%A.js',
  ])('refuses escape attempt %j', (url) => {
    expect(lookupAppAsset(url, 'GET', root)).toMatchObject({ kind: 'refused' });
  });

  it.each([
    'app://passdesk.evil/index.html',
    'app://evil/index.html',
    'app://passdesk:81/index.html',
    'app://x@passdesk/index.html',
    'file:///etc/passwd',
    'https://passdesk/index.html',
    ' app://passdesk/index.html',
  ])('refuses a request not for the app origin: %j', (url) => {
    expect(lookupAppAsset(url, 'GET', root)).toEqual({
      kind: 'refused',
      status: 403,
      reason: 'not the app origin',
    });
  });

  it('refuses writes and unknown file types', () => {
    expect(lookupAppAsset('app://passdesk/index.html', 'POST', root)).toMatchObject({
      status: 405,
    });
    expect(lookupAppAsset('app://passdesk/tool.exe', 'GET', root)).toMatchObject({ status: 404 });
    expect(lookupAppAsset('app://passdesk/main.js.map', 'GET', root)).toMatchObject({
      status: 404,
    });
  });

  it('sends the CSP and no-sniff with every answer', () => {
    const headers = appResponseHeaders('text/html; charset=utf-8', "default-src 'self'");
    expect(headers['Content-Security-Policy']).toBe("default-src 'self'");
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    // The scheme is CORS-enabled for module scripts; no answer may then share itself elsewhere.
    expect(Object.keys(headers).map((h) => h.toLowerCase())).not.toContain(
      'access-control-allow-origin',
    );
  });
});
