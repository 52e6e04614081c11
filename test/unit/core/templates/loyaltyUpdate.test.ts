// A loyalty update is the whole object, merged from the stored one, and never touches the artwork.
import { describe, expect, it } from 'vitest';
import { LOYALTY_CARD_SUBTYPE, updateTemplateRequest, type TemplateResponse } from '@shared/api';
import { AppError } from '@shared/ipc/errors';
import {
  ARTWORK_REFUSAL,
  buildUpdateBody,
  editableFrom,
} from '../../../../src/main/core/templates/loyaltyUpdate';

const stored: TemplateResponse = {
  name: 'Coffee card',
  dynamicFields: ['name'],
  cardTitle: 'Coffee',
  header: 'Hello {name}',
  hexBackgroundColor: '#112233',
  applePassLayout: 'generic',
  stateType: 'ACTIVE',
  cardSubType: LOYALTY_CARD_SUBTYPE,
  loyaltyProgressData: {
    loyaltyType: 'STAMP',
    stampCounter: {
      maxStampCount: 8,
      initialStampCount: 0,
      stampIconName: 'coffeeIcon2',
      stampBannerBgColor: '#000000',
      stampBannerIconBgColor: '#ffffff',
    },
    countBasedImageUrls: Array.from({ length: 9 }, (_, i) => `http://img/${i}.png`),
  },
};

describe('buildUpdateBody', () => {
  it('sends the whole loyalty template with cardSubType and the stored images', () => {
    const draft = editableFrom(stored);
    (draft['templateData'] as Record<string, unknown>)['header'] = 'Welcome back {name}';
    const body = buildUpdateBody(stored, draft);
    const data = body['templateData'] as Record<string, unknown>;
    expect(data['cardSubType']).toBe(LOYALTY_CARD_SUBTYPE);
    expect(data['loyaltyProgressData']).toEqual(stored.loyaltyProgressData);
    expect(data['header']).toBe('Welcome back {name}');
    expect(data['cardTitle']).toBe('Coffee');
    expect(data).not.toHaveProperty('applePassLayout');
    expect(data).not.toHaveProperty('stateType');
    expect(body['name']).toBe('Coffee card');
    expect(updateTemplateRequest.safeParse(body).success).toBe(true);
  });

  it('keeps it a stamp card even when the edit dropped the loyalty fields', () => {
    const body = buildUpdateBody(stored, { templateData: { header: 'Hi' } });
    const data = body['templateData'] as Record<string, unknown>;
    expect(data['cardSubType']).toBe(LOYALTY_CARD_SUBTYPE);
    expect(data['loyaltyProgressData']).toEqual(stored.loyaltyProgressData);
  });

  it.each([
    ['maxStampCount', 10],
    ['stampIconName', 'pizza1'],
    ['stampBannerBgColor', '#ff0000'],
  ])('refuses a change of %s with the spec’s explanation', (field, value) => {
    const draft = editableFrom(stored);
    const progress = structuredClone(stored.loyaltyProgressData) as {
      stampCounter: Record<string, unknown>;
    };
    progress.stampCounter[field] = value;
    (draft['templateData'] as Record<string, unknown>)['loyaltyProgressData'] = progress;
    let refusal: unknown;
    try {
      buildUpdateBody(stored, draft);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).message).toBe(ARTWORK_REFUSAL);
    expect((refusal as AppError).details).toEqual({ fields: [field] });
  });

  it('lets the starting count of new members change, since no artwork shows it', () => {
    const progress = structuredClone(stored.loyaltyProgressData) as {
      stampCounter: Record<string, unknown>;
    };
    progress.stampCounter['initialStampCount'] = 2;
    const body = buildUpdateBody(stored, { templateData: { loyaltyProgressData: progress } });
    const sent = (body['templateData'] as { loyaltyProgressData: typeof progress })
      .loyaltyProgressData;
    expect(sent.stampCounter['initialStampCount']).toBe(2);
    expect((sent as unknown as { countBasedImageUrls: string[] }).countBasedImageUrls).toHaveLength(
      9,
    );
  });

  it('sends a plain template’s design without the read-only fields', () => {
    const plain: TemplateResponse = {
      name: 'Pass',
      cardTitle: 'T',
      applePassLayout: 'eventTicket',
      stateType: 'ACTIVE',
    };
    const body = buildUpdateBody(plain, { ...editableFrom(plain), name: 'Renamed' });
    expect(body).toEqual({ name: 'Renamed', templateData: { cardTitle: 'T' } });
  });
});
