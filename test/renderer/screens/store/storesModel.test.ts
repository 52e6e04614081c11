// The rules of the "Stores and tills" page: the code in its groups, the join checked with the
// contract's schema, the core's refusals put by their field, and the addresses typed by hand.
import { inEnglish } from '../../../../src/shared/i18n/everyLanguage';
import { describe, expect, it } from 'vitest';
import { AppError } from '@shared/ipc/errors';
import {
  checkJoin,
  codeGroups,
  joinProblemOf,
  pairedFirst,
  pairingFromQr,
  parsePeerAddresses,
} from '../../../../src/renderer/screens/store/storesModel';
import { peer } from '../../store/storeFixtures';

describe('the pairing code', () => {
  it('shows in the groups of four it is typed in', () => {
    expect(codeGroups('ABCDEFGHJKMN')).toEqual(['ABCD', 'EFGH', 'JKMN']);
    expect(codeGroups('ABCD-EFGH JKMN')).toEqual(['ABCD', 'EFGH', 'JKMN']);
  });
});

describe('joining a store', () => {
  it('sends the code as the contract reads it, whatever the spaces and case', () => {
    expect(checkJoin(' 10.0.0.2:4380 ', 'abcd efgh-jkmn')).toEqual({
      ok: true,
      request: { address: '10.0.0.2:4380', code: 'ABCDEFGHJKMN' },
    });
  });

  it("sends the QR's fingerprint and the owner's PIN when given, and says what is wrong with them", () => {
    const fingerprint = 'cd'.repeat(32);
    expect(checkJoin('10.0.0.2:4380', 'ABCDEFGHJKMN', { fingerprint, ownerPin: '4711' })).toEqual({
      ok: true,
      request: { address: '10.0.0.2:4380', code: 'ABCDEFGHJKMN', fingerprint, ownerPin: '4711' },
    });
    const long = checkJoin('10.0.0.2:4380', 'ABCDEFGHJKMN', { ownerPin: '1'.repeat(65) });
    expect(long.ok ? null : Object.keys(long.problems)).toEqual(['ownerPin']);
    const refused = new AppError('forbidden', 'Wrong PIN.', { field: 'ownerPin' });
    expect(joinProblemOf(refused, 'Wrong PIN.')).toEqual({ ownerPin: 'Wrong PIN.' });
  });

  it('says by each field what to fix, before anything is sent', () => {
    const checked = checkJoin('till two', 'ABCD');
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problems.address).toMatch(/host:port/);
    expect(checked.problems.code).toMatch(/12 letters and digits/);
  });

  it('puts the core’s refusal by the field it is about', () => {
    const named = new AppError('invalid', 'No station answers there.', { field: 'address' });
    expect(joinProblemOf(named, named.message)).toEqual({ address: 'No station answers there.' });
    const verdict = new AppError('invalid', 'That station shows no pairing code now.', {
      pairing: 'noInvite',
    });
    expect(joinProblemOf(verdict, verdict.message)).toEqual({ code: verdict.message });
    const wrongCode = new AppError('forbidden', 'That pairing code is wrong or has expired.');
    expect(joinProblemOf(wrongCode, wrongCode.message)).toEqual({ code: wrongCode.message });
    const unreachable = new AppError('offline', 'Nothing answered at 10.0.0.9:4380.');
    expect(joinProblemOf(unreachable, unreachable.message)).toEqual({
      address: unreachable.message,
    });
    const other = new AppError('internal', 'Something broke.');
    expect(joinProblemOf(other, other.message)).toEqual({ form: 'Something broke.' });
  });

  it('puts a refused code by the code field whatever language the page says it in', () => {
    // The page shows the refusal in German; which field it is about is read from the core's English.
    const wrongCode = new AppError('forbidden', 'That pairing code is wrong or has expired.');
    const german = 'Dieser Kopplungscode ist falsch oder abgelaufen.';
    expect(joinProblemOf(wrongCode, german)).toEqual({ code: german });
  });
});

describe('the addresses typed by hand', () => {
  it('takes one a line or split by commas, each once', () => {
    expect(parsePeerAddresses('10.0.0.2:4380\n\n till-3.local:4380 , 10.0.0.2:4380')).toEqual({
      ok: true,
      addresses: ['10.0.0.2:4380', 'till-3.local:4380'],
    });
    expect(parsePeerAddresses('  ')).toEqual({ ok: true, addresses: [] });
  });

  it('names the line that is not an address and says why', () => {
    const parsed = parsePeerAddresses('10.0.0.2:4380\n10.0.0.3:99999');
    expect(parsed.ok || inEnglish(parsed.problem)).toBe(
      '“10.0.0.3:99999”: the port is a number from 1 to 65535',
    );
  });

  it('refuses more than the settings keep', () => {
    const many = Array.from({ length: 17 }, (_, i) => `10.0.0.${i + 1}:4380`).join('\n');
    const parsed = parsePeerAddresses(many);
    expect(parsed.ok || inEnglish(parsed.problem)).toBe('at most 16 addresses; remove 1');
  });
});

describe('the store’s tills', () => {
  it('lists those sharing first, then those away, then strangers, each by name', () => {
    const sorted = pairedFirst([
      peer('Stranger', { state: 'unpaired' }),
      peer('Till 4', { state: 'away' }),
      peer('Till 3'),
      peer('Till 2'),
    ]);
    expect(sorted.map((p) => p.name)).toEqual(['Till 2', 'Till 3', 'Till 4', 'Stranger']);
  });
});

describe('the pairing QR read by a scanner', () => {
  const fingerprint = 'ab'.repeat(32);

  it('gives the address and the code, an IPv6 address with its colons too', () => {
    expect(pairingFromQr(`passdesk-pair:192.168.1.20:4380:2773QKSNYZHC:${fingerprint}`)).toEqual({
      address: '192.168.1.20:4380',
      code: '2773QKSNYZHC',
      fingerprint,
    });
    expect(pairingFromQr(` passdesk-pair:[fe80::1]:4380:2773QKSNYZHC:${fingerprint}\n`)).toEqual({
      address: '[fe80::1]:4380',
      code: '2773QKSNYZHC',
      fingerprint,
    });
  });

  it('is nothing for a member’s pass or a damaged pairing text', () => {
    expect(pairingFromQr('0b6bb0a60a816fa77e850a4c')).toBeNull();
    expect(pairingFromQr(`passdesk-pair:192.168.1.20:4380:2773QKSN:${fingerprint}`)).toBeNull();
    expect(
      pairingFromQr('passdesk-pair:192.168.1.20:4380:2773QKSNYZHC:not-a-fingerprint'),
    ).toBeNull();
    expect(pairingFromQr('passdesk-pair:2773QKSNYZHC')).toBeNull();
  });
});
