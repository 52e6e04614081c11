import { describe, expect, it } from 'vitest';
import { trustedOrigins } from '../../../src/main/electron/policy/appOrigin';
import { isTrustedSender } from '../../../src/main/electron/policy/ipcSender';

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
