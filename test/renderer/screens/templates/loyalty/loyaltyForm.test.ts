import { describe, expect, it } from 'vitest';
import { createLoyaltyTemplateRequest } from '@shared/api';
import {
  DEFAULT_LOYALTY_FORM,
  loyaltyFormFromTemplate,
  loyaltyFormSchema,
  loyaltyRequestOf,
  type LoyaltyForm,
} from '../../../../../src/renderer/screens/templates/loyalty/loyaltyForm';
import {
  stampColumns,
  stampSlots,
} from '../../../../../src/renderer/screens/templates/loyalty/stampSlots';

const form = (patch: (f: LoyaltyForm) => void): LoyaltyForm => {
  const f = structuredClone(DEFAULT_LOYALTY_FORM);
  f.name = 'Coffee club';
  patch(f);
  return f;
};

describe('loyalty wizard form', () => {
  it('builds a STAMP and a TEXT create body the shared schema accepts', () => {
    const stamp = createLoyaltyTemplateRequest.parse(loyaltyRequestOf(form(() => {})));
    expect(stamp.loyaltyProgressData).toMatchObject({
      loyaltyType: 'STAMP',
      stampCounter: { maxStampCount: 10 },
    });
    const text = createLoyaltyTemplateRequest.parse(
      loyaltyRequestOf(form((f) => (f.loyaltyType = 'TEXT'))),
    );
    expect(text.loyaltyProgressData).toMatchObject({
      loyaltyType: 'TEXT',
      textCounter: { textCounterFormat: '{current}/{max}' },
    });
  });

  it('places each problem on the field that causes it', () => {
    const result = loyaltyFormSchema.safeParse(
      form((f) => {
        f.name = '';
        f.stamp.initialStampCount = 12;
        f.design.hexBackgroundColor = 'brown';
      }),
    );
    const paths = result.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['name', 'stamp.initialStampCount', 'design.hexBackgroundColor']),
    );
  });

  it('refuses what the service would draw into every count image beyond its limits', () => {
    const result = loyaltyFormSchema.safeParse(
      form((f) => {
        f.stamp.customStampIcon = `https://img.example/${'a'.repeat(1100)}`;
        f.design.cardTitle = 't'.repeat(501);
      }),
    );
    const paths = result.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['stamp.customStampIcon', 'design.cardTitle']));
  });

  it('prefills a copy of an existing program', () => {
    const copy = loyaltyFormFromTemplate(
      {
        header: 'Pizza',
        loyaltyProgressData: {
          loyaltyType: 'STAMP',
          stampCounter: {
            maxStampCount: 6,
            stampIconName: 'pizza1',
            stampBannerBgColor: '#111111',
            stampBannerIconBgColor: '#222222',
          },
        },
      },
      'Pizza club',
    );
    expect(copy).toMatchObject({
      name: 'Copy of Pizza club',
      stamp: { maxStampCount: 6, stampIconName: 'pizza1' },
    });
  });
});

describe('stamp card', () => {
  it('fills slots up to the count and keeps the gift in the last slot even with a custom icon', () => {
    const slots = stampSlots(
      { maxStampCount: 4, stampIconName: 'donut1', customStampIcon: 'https://x/i.png' },
      2,
    );
    expect(slots.map((s) => s.filled)).toEqual([true, true, false, false]);
    expect(slots[0]?.icon).toEqual({ kind: 'custom', url: 'https://x/i.png' });
    expect(slots[3]?.icon).toEqual({ kind: 'gift' });
    expect(
      stampSlots({ maxStampCount: 3, stampIconName: 'donut1' }, 99).every((s) => s.filled),
    ).toBe(true);
  });

  it('lays slots out in balanced rows', () => {
    expect(stampColumns(4)).toBe(4);
    expect(stampColumns(10)).toBe(5);
    expect(stampColumns(50)).toBe(10);
  });
});

describe('empty number inputs', () => {
  it('treat an empty optional count as not sent, and an empty maximum as a problem', () => {
    const empty = form((f) => (f.stamp.initialStampCount = Number.NaN));
    expect(loyaltyFormSchema.safeParse(empty).success).toBe(true);
    const sent = loyaltyRequestOf(empty).loyaltyProgressData;
    expect(sent.loyaltyType === 'STAMP' && sent.stampCounter.initialStampCount).toBeUndefined();
    const noMax = loyaltyFormSchema.safeParse(form((f) => (f.stamp.maxStampCount = Number.NaN)));
    expect(noMax.error?.issues.some((i) => i.path.join('.') === 'stamp.maxStampCount')).toBe(true);
  });
});
