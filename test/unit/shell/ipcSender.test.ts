import { describe, expect, it } from 'vitest';
import { trustedOrigins } from '../../../src/main/electron/policy/appOrigin';
import { isTrustedSender } from '../../../src/main/electron/policy/ipcSender';
import { mayRequest } from '../../../src/main/electron/policy/networkRequest';

const trusted = trustedOrigins({ isPackaged: true });
const app = { frameUrl: 'app://passdesk/index.html', isMainFrame: true, isOwnWindow: true };

describe('IPC sender check', () => {
  it('accepts the app page in one of our windows', () => {
    expect(isTrustedSender(app, trusted)).toBe(true);
  });

  it('refuses subframes, foreign windows and a frame that is gone', () => {
    expect(isTrustedSender({ ...app, isMainFrame: false }, trusted)).toBe(false);
    expect(isTrustedSender({ ...app, isOwnWindow: false }, trusted)).toBe(false);
    expect(isTrustedSender({ ...app, frameUrl: null }, trusted)).toBe(false);
    expect(isTrustedSender({ ...app, frameUrl: undefined }, trusted)).toBe(false);
  });

  it.each([
    'about:blank',
    'https://passdesk/',
    'app://passdesk.evil/index.html',
    'app://evil.passdesk/',
    'app://passdesk@evil/',
    'file:///opt/PassDesk/resources/app.asar/out/renderer/index.html',
    'data:text/html,<script></script>',
    'javascript:void 0',
    'http://localhost:5173/',
    ' app://passdesk/',
  ])('refuses a frame at %j', (frameUrl) => {
    expect(isTrustedSender({ ...app, frameUrl }, trusted)).toBe(false);
  });
});

describe('renderer network requests', () => {
  it('allows only the app, inline data and blobs', () => {
    expect(mayRequest('app://passdesk/assets/zxing_reader.wasm', trusted)).toBe(true);
    expect(mayRequest('data:image/png;base64,AAAA', trusted)).toBe(true);
    expect(mayRequest('blob:app://passdesk/1234', trusted)).toBe(true);
    for (const url of [
      'https://example.com/',
      'http://127.0.0.1:4000/v1/templates',
      'https://cdn.jsdelivr.net/npm/zxing-wasm/dist/reader/zxing_reader.wasm',
      'ws://localhost:5173/',
      'file:///etc/passwd',
      'app://passdesk.evil/',
    ]) {
      expect(mayRequest(url, trusted)).toBe(false);
    }
  });

  it('allows the dev server and its hot-reload socket only in development', () => {
    const dev = trustedOrigins({ isPackaged: false, devServerUrl: 'http://localhost:5173' });
    expect(mayRequest('http://localhost:5173/src/main.tsx', dev)).toBe(true);
    expect(mayRequest('ws://localhost:5173/', dev, true)).toBe(true);
    expect(mayRequest('ws://localhost:5173/', dev, false)).toBe(false);
    expect(mayRequest('ws://evil.example:5173/', dev, true)).toBe(false);
  });
});
