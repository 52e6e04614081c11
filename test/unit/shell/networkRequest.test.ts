import { describe, expect, it } from 'vitest';
import { trustedOrigins } from '../../../src/main/electron/policy/appOrigin';
import { mayRequest, type RequestPolicy } from '../../../src/main/electron/policy/networkRequest';

const trusted = trustedOrigins({ isPackaged: true });
const policy: RequestPolicy = { trusted };
const get = (url: unknown, resourceType = 'xhr') => ({ url, resourceType, method: 'GET' });

describe('renderer requests', () => {
  it('allows the app, inline data and blobs', () => {
    expect(mayRequest(get('app://passdesk/assets/zxing_reader.wasm', 'other'), policy)).toBe(true);
    expect(mayRequest(get('data:image/png;base64,AAAA', 'image'), policy)).toBe(true);
    expect(mayRequest(get('blob:app://passdesk/1234', 'media'), policy)).toBe(true);
  });

  it.each([
    'https://example.com/',
    'http://127.0.0.1:4000/v1/templates',
    'http://127.0.0.1:41234/v1/templates',
    'https://cdn.jsdelivr.net/npm/zxing-wasm/dist/reader/zxing_reader.wasm',
    'ws://localhost:5173/',
    'file:///etc/passwd',
    'app://passdesk.evil/',
    ' app://passdesk/',
  ])('refuses anything else the page asks for: %j', (url) => {
    for (const resourceType of ['xhr', 'script', 'mainFrame', 'webSocket', 'other']) {
      expect(mayRequest(get(url, resourceType), policy)).toBe(false);
    }
  });

  it('refuses every image from the network, the training service and public https included', () => {
    for (const url of [
      'http://127.0.0.1:41234/images/card-3.png',
      'https://cdn.example.com/stamp.png',
      'http://cdn.example.com/stamp.png',
      'https://localhost/stamp.png',
      'https://user:pw@cdn.example.com/stamp.png',
      'file:///C:/Users/x.png',
      '\\\\server\\share\\x.png',
    ]) {
      expect(mayRequest(get(url, 'image'), policy), url).toBe(false);
    }
  });

  it('allows the dev server and its hot-reload socket only in development', () => {
    const dev = {
      trusted: trustedOrigins({ isPackaged: false, devServerUrl: 'http://localhost:5173' }),
    };
    expect(mayRequest(get('http://localhost:5173/src/main.tsx', 'script'), dev)).toBe(true);
    expect(
      mayRequest(get('ws://localhost:5173/', 'webSocket'), { ...dev, devServerSocket: true }),
    ).toBe(true);
    expect(mayRequest(get('ws://localhost:5173/', 'webSocket'), dev)).toBe(false);
    expect(
      mayRequest(get('ws://evil.example:5173/', 'webSocket'), { ...dev, devServerSocket: true }),
    ).toBe(false);
  });
});
