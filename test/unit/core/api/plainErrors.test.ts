// The service's refusals in a cashier's words: ids named as members and passes, not as fields.
import { describe, expect, it } from 'vitest';
import { httpError, plainly } from '../../../../src/main/core/api/errors';

const body = (error: string, errorCode = 'INVALID_REQUEST') => ({
  success: false,
  error,
  errorCode,
});

describe('plainly', () => {
  it('says a malformed id as the thing it names, with what to do', () => {
    const error = httpError(400, body('cardId must be 24 lowercase hexadecimal characters'), null);
    expect(error.message).toBe(
      'That pass id is not in the form the service uses. Check that the code was scanned from the pass itself, or retype it.',
    );
    expect(error.message).not.toMatch(/hex|cardId/);
    expect(error.details).toEqual({ status: 400 });
    const member = httpError(
      404,
      body('customer not found: customerId must be 24 lowercase hexadecimal characters'),
      null,
    );
    expect(member.kind).toBe('notFound');
    expect(member.message).toMatch(/^That member id is not in the form the service uses/);
  });

  it('says a missing member, pass or program without the API’s names', () => {
    expect(plainly('customer 0123456789abcdef01234567 not found')).toBe(
      'The service has no member with the id 0123456789abcdef01234567: it may have been removed, or it may belong to another account.',
    );
    expect(plainly('pass 0123456789abcdef01234567 does not exist')).toMatch(
      /^The service has no pass/,
    );
    expect(plainly('template abc not found')).toMatch(
      /^The service has no program with the id abc/,
    );
  });

  it('says what to do when the account has no credits left', () => {
    const error = httpError(
      402,
      body('no credits left: issuing a pass needs one', 'NO_CREDITS'),
      null,
    );
    expect(error.kind).toBe('noCredits');
    expect(error.message).toBe(
      'No credits left to issue a pass: buy credits for the account, then retry it on the Queue screen.',
    );
  });

  it('leaves what it has no plainer words for as the service said it', () => {
    expect(plainly('the card is full (8 of 8): redeem it')).toBeNull();
    expect(httpError(400, body('the card is full (8 of 8): redeem it'), null).message).toBe(
      'the card is full (8 of 8): redeem it',
    );
    expect(httpError(404, body('nothing here'), null).message).toBe(
      'Not found on the service: nothing here',
    );
  });
});
