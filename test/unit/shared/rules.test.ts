import { describe, expect, it } from 'vitest';
import {
  accessCodeProblem,
  checkInRequest,
  cleanTextModules,
  createLoyaltyTemplateRequest,
  fillPlaceholders,
  placeholdersUsed,
  undeclaredPlaceholders,
  updateTemplateRequest,
} from '@shared/api';
import { customerIdFromScan } from '@shared/scan/customerIdRule';

describe('text modules (spec 4.1 rule 1)', () => {
  it('removes items with an invalid id or an empty header or body after trimming', () => {
    const cleaned = cleanTextModules([
      { id: 'r1start', header: 'Points', body: '{points}' },
      { id: 'R1MIDDLE', header: 'Case', body: 'ids are case-sensitive' },
      { id: 'r1end', header: '   ', body: 'blank header' },
      { id: 'r1middle', header: 'Tier', body: ' \t' },
      { id: 'r2start', header: 'Wrong', body: 'row' },
    ]);
    expect(cleaned).toEqual([{ id: 'r1start', header: 'Points', body: '{points}' }]);
  });
  it('leaves an empty array when every item is invalid', () => {
    expect(cleanTextModules([{ id: 'x', header: 'a', body: 'b' }])).toEqual([]);
  });
});

describe('placeholders (spec 2.4)', () => {
  it('finds single and double-brace names anywhere in the template', () => {
    const used = placeholdersUsed({
      cardTitle: 'Hello {firstName}',
      textModulesData: [{ id: 'r1start', header: 'Tier', body: '{{tier}}' }],
    });
    expect(used.sort()).toEqual(['firstName', 'tier']);
  });
  it('reports names missing from dynamicFields', () => {
    expect(undeclaredPlaceholders({ header: '{a} {b}' }, ['a'])).toEqual(['b']);
  });
  it('fills known values and leaves unknown ones visible', () => {
    expect(fillPlaceholders('{a}-{{b}}-{c}', { a: '1', b: '2' })).toBe('1-2-{c}');
  });
});

describe('accessCode (spec 8)', () => {
  it('accepts up to 10 characters and rejects 11', () => {
    expect(accessCodeProblem('1234567890', [])).toBeNull();
    expect(accessCodeProblem('12345678901', [])).toMatch(/at most 10/);
  });
  it('accepts a placeholder only when it is a dynamic field', () => {
    expect(accessCodeProblem('{pin}', ['pin'])).toBeNull();
    expect(accessCodeProblem('{pin}', ['name'])).toMatch(/dynamicFields/);
  });
});

describe('request schemas', () => {
  it('refuses an empty update body', () => {
    expect(updateTemplateRequest.safeParse({}).success).toBe(false);
    expect(updateTemplateRequest.safeParse({ name: 'x' }).success).toBe(true);
  });
  it('refuses a check-in count that is not a whole number from 0 up, and count with reset', () => {
    expect(checkInRequest.safeParse({ updatedCount: 2.5 }).success).toBe(false);
    expect(checkInRequest.safeParse({ updatedCount: -1 }).success).toBe(false);
    expect(checkInRequest.safeParse({ updatedCount: 3, resetVisits: true }).success).toBe(false);
    expect(checkInRequest.safeParse({ updatedCount: 0 }).success).toBe(true);
  });
  it('defaults the stamp icon to coffeeIcon2 and requires the banner colours', () => {
    const body = {
      name: 'Coffee card',
      cardSubType: 'dynamic_loyalty_stamp_card',
      loyaltyProgressData: {
        loyaltyType: 'STAMP',
        stampCounter: {
          maxStampCount: 8,
          stampBannerBgColor: '#112233',
          stampBannerIconBgColor: '#fff',
        },
      },
    };
    const parsed = createLoyaltyTemplateRequest.parse(body);
    expect(
      parsed.loyaltyProgressData.loyaltyType === 'STAMP' &&
        parsed.loyaltyProgressData.stampCounter.stampIconName,
    ).toBe('coffeeIcon2');
    const missing = structuredClone(body) as {
      loyaltyProgressData: { stampCounter: Record<string, unknown> };
    };
    delete missing.loyaltyProgressData.stampCounter['stampBannerBgColor'];
    expect(createLoyaltyTemplateRequest.safeParse(missing).success).toBe(false);
  });
});

describe('barcode rule', () => {
  it('takes the whole text or the captured part of a pattern', () => {
    expect(customerIdFromScan(' abc ', { mode: 'whole' })).toEqual({ ok: true, customerId: 'abc' });
    expect(
      customerIdFromScan('MEMBER:42', { mode: 'pattern', pattern: '^MEMBER:(?<id>\\w+)$' }),
    ).toEqual({ ok: true, customerId: '42' });
    expect(customerIdFromScan('OTHER', { mode: 'pattern', pattern: '^MEMBER:(\\w+)$' }).ok).toBe(
      false,
    );
  });
});
