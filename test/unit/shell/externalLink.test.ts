import { describe, expect, it } from 'vitest';
import {
  externalHttpUrl,
  externalMailto,
  externalOpenTarget,
} from '../../../src/main/electron/policy/externalLink';
import { passMailto } from '../../../src/shared/members/handOver';
import {
  createExternalOpener,
  decideWindowOpen,
} from '../../../src/main/electron/policy/windowOpen';

const click = { disposition: 'foreground-tab', features: '', now: 10_000, lastOpenedAt: null };

describe('external links', () => {
  it('accepts plain web addresses and normalises them', () => {
    expect(externalHttpUrl('https://example.com/help')).toBe('https://example.com/help');
    expect(externalHttpUrl('HTTPS://Example.COM/a?b=c#d')).toBe('https://example.com/a?b=c#d');
    expect(externalHttpUrl('http://docs.example.org:8080/x')).toBe(
      'http://docs.example.org:8080/x',
    );
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'javascript://example.com/%0Aalert(1)',
    'file:///etc/passwd',
    'file://server/share/x.exe',
    '\\\\server\\share\\x.exe',
    '//server/share/x.exe',
    'https:\\\\example.com',
    'data:text/html,hi',
    'vbscript:msgbox',
    'smb://server/share',
    'ms-msdt:/id PCWDiagnostic',
    'search-ms:query=x',
    'app://passdesk/',
    'https://user:pw@example.com/',
    'https://example.com@evil.example/',
    ' https://example.com/',
    'https://example.com/\n',
    'https://exa\tmple.com/',
    'https://example.com/\u2028',
    'https://localhost/',
    'http://127.0.0.1:4000/',
    'http://[::1]/',
    'http://0.0.0.0/',
    'http://intranet/',
    'http://a.localhost/',
    'https:',
    'https://',
    `https://example.com/${'a'.repeat(3000)}`,
    '',
    undefined,
    ['https://example.com/'],
  ])('refuses %j', (url) => {
    expect(externalHttpUrl(url)).toBeNull();
  });

  it('opens only links that look clicked: a tab disposition, no features, not in a burst', () => {
    expect(externalOpenTarget({ ...click, url: 'https://example.com/' })).toBe(
      'https://example.com/',
    );
    expect(
      externalOpenTarget({ ...click, url: 'https://example.com/', disposition: 'new-window' }),
    ).toBeNull();
    expect(
      externalOpenTarget({ ...click, url: 'https://example.com/', features: 'width=10,height=10' }),
    ).toBeNull();
    expect(
      externalOpenTarget({ ...click, url: 'https://example.com/', lastOpenedAt: 9_500 }),
    ).toBeNull();
    expect(externalOpenTarget({ ...click, url: 'https://example.com/', lastOpenedAt: 8_000 })).toBe(
      'https://example.com/',
    );
  });

  it('always denies the new window itself', () => {
    expect(decideWindowOpen({ ...click, url: 'https://example.com/' }).action).toBe('deny');
    expect(decideWindowOpen({ ...click, url: 'app://passdesk/' })).toEqual({
      action: 'deny',
      openExternally: null,
    });
  });

  it('hands at most one link per second to the browser', () => {
    const opened: string[] = [];
    let now = 0;
    const opener = createExternalOpener(
      (url) => opened.push(url),
      () => now,
    );
    const link = { url: 'https://example.com/', disposition: 'foreground-tab', features: '' };
    opener(link);
    now = 200;
    opener(link);
    opener({ ...link, url: 'javascript:alert(1)' });
    now = 1500;
    opener(link);
    expect(opened).toEqual(['https://example.com/', 'https://example.com/']);
  });
});

describe('a pass link sent by e-mail', () => {
  it('hands the mail program the link the counter composes, with or without an address', () => {
    const base = {
      programName: 'Coffee club',
      firstName: 'Ada',
      passPageUrl: 'https://pass.example/card/abc',
    };
    for (const email of ['ada.l+card@example.co.uk', null]) {
      const link = passMailto({ ...base, email });
      expect(externalMailto(link), link).toBe(link);
      expect(externalOpenTarget({ ...click, url: link })).toBe(link);
    }
  });

  it('refuses anything more than an address, a subject and a body', () => {
    for (const link of [
      'mailto:a@example.com',
      'mailto:a@example.com?cc=b@example.com',
      'mailto:a@example.com?bcc=b@example.com&subject=x',
      'mailto:a@example.com?subject=x&subject=y',
      'mailto:a@example.com,b@example.com?subject=x',
      'mailto:a@example.com?subject=two words',
      'mailto:a@example.com?subject=x\r\nBcc: b@example.com',
      'mailto:a@example.com?body=x#frag',
      'mailto:a@localhost?subject=x',
      'mailto:?attach=/etc/passwd',
      'mailto:a@example.com?subject=' + 'x'.repeat(5000),
      'MAILTO:a@example.com?subject=x',
      ' mailto:a@example.com?subject=x',
      'javascript:alert(1)//mailto:a@example.com?subject=x',
      42,
      null,
    ]) {
      expect(externalMailto(link), String(link)).toBeNull();
    }
  });
});
