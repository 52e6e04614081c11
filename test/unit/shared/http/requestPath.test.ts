// The one decoding of a request path that auth, token checks and routing all share.
import { describe, expect, it } from 'vitest';
import { normaliseRequestUrl } from '@shared/http/requestPath';

const url = (target: string) => {
  const check = normaliseRequestUrl(target);
  return check.ok ? check.url : `refused: ${check.reason}`;
};

describe('normaliseRequestUrl', () => {
  it('decodes the path once, in either hex case, and keeps the query as sent', () => {
    expect(url('/%61pi/getCredits')).toBe('/api/getCredits');
    expect(url('/%61PI/getCredits')).toBe('/aPI/getCredits');
    expect(url('/%69pc/settings.get?x=%61')).toBe('/ipc/settings.get?x=%61');
    expect(url('/%65%76ents')).toBe('/events');
    expect(url('/%2e%61pi/x')).toBe('/.api/x');
    expect(url('/')).toBe('/');
    expect(url('/api/template/abc/')).toBe('/api/template/abc/');
  });

  it('refuses a path still encoded after one decoding, which a router would decode again', () => {
    expect(url('/%2561pi/getCredits')).toMatch(/more than once/);
    expect(url('/%252561pi/getCredits')).toMatch(/more than once/);
  });

  it('refuses bad encodings, hidden delimiters, control characters and dot segments', () => {
    for (const bad of [
      '/%zz',
      '/%E0%A4%A',
      '/api/%3Fx',
      '/api/%23x',
      '/api/%00',
      '/a\\b',
      '/api/%5Cx',
    ]) {
      expect(url(bad), bad).toMatch(/^refused: Bad request path/);
    }
    for (const bad of [
      '//api/getCredits',
      '/api/../ipc/x',
      '/api/%2e%2e/x',
      '/./api',
      '/api/.',
      '/api/..',
    ]) {
      expect(url(bad), bad).toMatch(/segment/);
    }
  });

  it('refuses targets that are not a path, and very long paths', () => {
    expect(url('http://127.0.0.1/api/getCredits')).toMatch(/starting with \//);
    expect(url('*')).toMatch(/starting with \//);
    expect(url(`/${'a'.repeat(3000)}`)).toMatch(/over 2048/);
  });
});
