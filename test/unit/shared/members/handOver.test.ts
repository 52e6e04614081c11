// What a pass slip and a pass e-mail say: the member's first name, their address when they have
// one, and a link that carries the pass page whole.
import { describe, expect, it } from 'vitest';
import { emailOf, firstNameOf, passMailto } from '@shared/members/handOver';

describe('handing over a pass', () => {
  it('greets a member by the first word of their name', () => {
    expect(firstNameOf('  Ada   Lovelace ')).toBe('Ada');
    expect(firstNameOf('')).toBe('');
  });

  it("finds the member's e-mail address under any e-mail field name, if it reads as one", () => {
    expect(emailOf({ name: 'Ada', eMail: ' ada@example.com ' })).toBe('ada@example.com');
    expect(emailOf({ email: 'not an address' })).toBeNull();
    expect(emailOf({ phone: '+44 20 7946 0000' })).toBeNull();
  });

  it('writes a mailto link whose subject and body survive any program name', () => {
    const link = passMailto({
      email: 'ada+cards@example.com',
      programName: 'Café & Co: 10% off?',
      firstName: '',
      passPageUrl: 'https://pass.example/card/abc?x=1&y=2',
    });
    const url = new URL(link);
    expect(url.pathname).toBe('ada%2Bcards@example.com');
    expect(url.searchParams.get('subject')).toBe('Your Café & Co: 10% off? card');
    const body = url.searchParams.get('body')!;
    expect(body.startsWith('Hello,\r\n')).toBe(true);
    expect(body).toContain('https://pass.example/card/abc?x=1&y=2');
  });
});
