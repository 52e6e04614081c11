// Pairing codes: the inviter's fingerprint in the first eight characters, a secret in the last
// four, five minutes to use it, and five wrong tries void it.
import { expect, it } from 'vitest';
import { pairingCode } from '@shared/ipc/storeContract';
import {
  fingerprintPart,
  groupCode,
  INVITE_MS,
  Invite,
  MAX_WRONG_TRIES,
} from '../../../../../src/main/core/store/link/pairing';

const FINGERPRINT = 'ff00ff00ff' + '0'.repeat(54);

// 0xff00ff00ff in fives: 11111 11100 00000 01111 11110 00000 00111 11111.
it('names the first 40 bits of the fingerprint in Crockford base 32, and reads back as typed', () => {
  expect(fingerprintPart(FINGERPRINT)).toBe('ZW0FY07Z');
  const invite = new Invite(FINGERPRINT, 0);
  expect(invite.code).toMatch(/^ZW0FY07Z[0-9A-HJKMNP-TV-Z]{4}$/);
  expect(pairingCode.parse(groupCode(invite.code).toLowerCase())).toBe(invite.code);
});

it('welcomes the right secret within five minutes and not after', () => {
  const invite = new Invite(FINGERPRINT, 1000);
  expect(invite.judge(invite.secret, 1000 + INVITE_MS)).toBe('welcome');
  expect(invite.judge(invite.secret, 1001 + INVITE_MS)).toBe('expired');
  expect(invite.open(1001 + INVITE_MS)).toBe(false);
});

it('voids the invite on the fifth wrong try, and then refuses the right secret too', () => {
  const invite = new Invite(FINGERPRINT, 0);
  const wrong = invite.secret === '0000' ? '0001' : '0000';
  const verdicts = Array.from({ length: 7 }, () => invite.judge(wrong, 1));
  expect(verdicts.filter((v) => v === 'wrongCode')).toHaveLength(MAX_WRONG_TRIES - 1);
  expect(verdicts.slice(MAX_WRONG_TRIES - 1).every((v) => v === 'tooManyTries')).toBe(true);
  expect(invite.judge(invite.secret, 1)).toBe('tooManyTries');
  expect(invite.open(1)).toBe(false);
});
