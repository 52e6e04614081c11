// The link the station shows as a QR code once a member is enrolled (api/assumed.ts).
import { describe, expect, it } from 'vitest';
import { passPageUrl } from '../../../../src/main/core/api/assumed';

const CARD = '0123456789abcdef01234567';

describe('passPageUrl', () => {
  it('puts the pass page beside the API, at the service’s own base', () => {
    expect(passPageUrl('http://127.0.0.1:8787', CARD)).toBe(`http://127.0.0.1:8787/card/${CARD}`);
    expect(passPageUrl('http://127.0.0.1:8787/', CARD)).toBe(`http://127.0.0.1:8787/card/${CARD}`);
  });

  it('keeps a path prefix, as the API client does', () => {
    expect(passPageUrl('https://passes.example/wallet/', CARD)).toBe(
      `https://passes.example/wallet/card/${CARD}`,
    );
  });

  it('encodes an id that is not one, rather than letting it change the path', () => {
    expect(passPageUrl('https://passes.example', '../api/x?y')).toBe(
      'https://passes.example/card/..%2Fapi%2Fx%3Fy',
    );
  });
});
