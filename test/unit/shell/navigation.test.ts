import { describe, expect, it } from 'vitest';
import { APP_ENTRY_URL, trustedOrigins } from '../../../src/main/electron/policy/appOrigin';
import { mayNavigate } from '../../../src/main/electron/policy/navigation';

const packaged = trustedOrigins({ isPackaged: true });
const dev = trustedOrigins({ isPackaged: false, devServerUrl: 'http://localhost:5173/' });

describe('navigation policy', () => {
  it('lets the main frame move within the app', () => {
    expect(mayNavigate({ url: APP_ENTRY_URL, isMainFrame: true }, packaged)).toBe(true);
    expect(
      mayNavigate({ url: 'app://passdesk/counter?x=1#top', isMainFrame: true }, packaged),
    ).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'file:///etc/passwd',
    'FILE:///C:/Windows/win.ini',
    'data:text/html,<script>alert(1)</script>',
    'https://example.com/',
    'http://localhost:5173/',
    'app://passdesk.evil/',
    'app://evil/',
    'app://passdesk@evil/',
    'app://user:pass@passdesk/',
    'app://passdesk:8080/',
    'app://PASSDESK/',
    ' app://passdesk/',
    'app://passdesk/\n',
    'app:\\\\passdesk\\index.html',
    '\\\\server\\share\\index.html',
    'chrome://settings',
    'devtools://devtools/bundled/inspector.html',
    'about:blank',
    '',
    null,
    42,
    { toString: () => 'app://passdesk/' },
  ])('refuses %j', (url) => {
    expect(mayNavigate({ url, isMainFrame: true }, packaged)).toBe(false);
  });

  it('reads an uppercase scheme as the same URL, as Chromium does, but not an uppercase host', () => {
    expect(mayNavigate({ url: 'APP://passdesk/index.html', isMainFrame: true }, packaged)).toBe(
      true,
    );
    expect(mayNavigate({ url: 'App://PassDesk/index.html', isMainFrame: true }, packaged)).toBe(
      false,
    );
  });

  it('refuses any subframe navigation, even to the app', () => {
    expect(mayNavigate({ url: APP_ENTRY_URL, isMainFrame: false }, packaged)).toBe(false);
  });

  it('trusts the dev server only when not packaged and only on loopback http', () => {
    expect(mayNavigate({ url: 'http://localhost:5173/', isMainFrame: true }, dev)).toBe(true);
    const packagedWithEnv = trustedOrigins({
      isPackaged: true,
      devServerUrl: 'http://localhost:5173/',
    });
    expect(mayNavigate({ url: 'http://localhost:5173/', isMainFrame: true }, packagedWithEnv)).toBe(
      false,
    );
    for (const devServerUrl of [
      'http://evil.example:5173/',
      'https://localhost:5173/',
      'http://localhost.evil.example/',
      'http://user@localhost:5173/',
      'javascript:alert(1)',
    ]) {
      expect(trustedOrigins({ isPackaged: false, devServerUrl }).origins).toEqual([
        'app://passdesk',
      ]);
    }
  });
});
