import { describe, expect, it } from 'vitest';
import { createTemplateRequest, LOYALTY_CARD_SUBTYPE } from '@shared/api';
import {
  draftDataFromForm,
  EMPTY_FORM,
  formFromDraftData,
  templateFormSchema,
  type TemplateForm,
} from '../../../../../src/renderer/screens/templates/editor/templateForm';
import { insertPlaceholder } from '../../../../../src/renderer/screens/templates/editor/placeholderInsert';
import { draftDifferences } from '../../../../../src/renderer/screens/templates/editor/draftDifferences';

const form = (patch: Partial<TemplateForm>): TemplateForm => ({
  ...EMPTY_FORM,
  name: 'Member card',
  ...patch,
});

describe('template editor form', () => {
  it('accepts a complete form and turns it into a create body the shared schema accepts', () => {
    const values = form({
      dynamicFields: [{ name: 'firstName' }, { name: 'memberId' }],
      cardTitle: 'Hello {firstName}',
      textModulesData: [{ id: 'r1start', header: 'Level', body: 'Gold' }],
      barcodeValue: '{memberId}',
      accessCode: '{memberId}',
    });
    expect(templateFormSchema.safeParse(values).success).toBe(true);
    const body = draftDataFromForm('dynamic', values, {});
    expect(createTemplateRequest.parse(body)).toMatchObject({
      name: 'Member card',
      dynamicFields: ['firstName', 'memberId'],
      templateData: { cardTitle: 'Hello {firstName}', barcodeType: 'QR_CODE' },
    });
  });

  it('refuses an access code longer than 10 characters or naming an undeclared field', () => {
    const long = templateFormSchema.safeParse(form({ accessCode: 'ABCDEFGHIJK' }));
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]).toMatchObject({ path: ['accessCode'] });
    const undeclared = templateFormSchema.safeParse(form({ accessCode: '{pin}' }));
    expect(undeclared.error?.issues[0]?.message).toContain('{pin}');
  });

  it('refuses a bad colour, a bad image URL and a field listed twice', () => {
    const result = templateFormSchema.safeParse(
      form({
        hexBackgroundColor: 'blue',
        logoUrl: 'ftp://x',
        dynamicFields: [{ name: 'a' }, { name: 'a' }],
      }),
    );
    const paths = result.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['hexBackgroundColor', 'logoUrl', 'dynamicFields.1.name']),
    );
  });

  it("refuses texts and lists over the service's limits, on the field", () => {
    const result = templateFormSchema.safeParse(
      form({
        cardTitle: '{name}'.repeat(100),
        textModulesData: Array(11).fill({ id: 'r1start', header: 'h', body: 'b' }),
        linksModuleData: [{ id: 'r1', description: 'd', uri: `tel:${'1'.repeat(3000)}` }],
      }),
    );
    const paths = result.error?.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(
      expect.arrayContaining(['cardTitle', 'textModulesData', 'linksModuleData.0.uri']),
    );
  });

  it('sends a cleared image as an empty string, so an update removes it (4.9 rule 6)', () => {
    const body = draftDataFromForm('dynamic', form({ thumbnailImage: '' }), {});
    expect((body['templateData'] as Record<string, unknown>)['thumbnailImage']).toBe('');
  });

  it('keeps a stored loyalty program whole inside templateData when edited', () => {
    const loyaltyProgressData = {
      loyaltyType: 'TEXT',
      textCounter: { maxProgress: 9 },
      countBasedImageUrls: ['x'],
    };
    const previous = {
      name: 'Points',
      templateData: {
        cardSubType: LOYALTY_CARD_SUBTYPE,
        loyaltyProgressData,
        cardType: 'loyalty',
        header: 'old',
      },
    };
    const next = draftDataFromForm(
      'loyalty',
      { ...formFromDraftData(previous), header: 'new' },
      previous,
    );
    expect(next['templateData']).toMatchObject({
      cardSubType: LOYALTY_CARD_SUBTYPE,
      loyaltyProgressData,
      cardType: 'loyalty',
      header: 'new',
    });
  });

  it('keeps a new loyalty draft a flat create body, carrying its progress data unchanged', () => {
    const loyaltyProgressData = {
      loyaltyType: 'STAMP',
      stampCounter: {
        maxStampCount: 8,
        stampIconName: 'pizza1',
        stampBannerBgColor: '#fff',
        stampBannerIconBgColor: '#000',
      },
      countBasedImageUrls: ['a', 'b'],
    };
    const previous = {
      name: 'Pizza',
      cardSubType: LOYALTY_CARD_SUBTYPE,
      loyaltyProgressData,
      header: 'old',
    };
    const next = draftDataFromForm(
      'loyalty',
      { ...formFromDraftData(previous), header: 'new' },
      previous,
    );
    expect(next).toMatchObject({
      cardSubType: LOYALTY_CARD_SUBTYPE,
      loyaltyProgressData,
      header: 'new',
    });
  });

  it('reads both draft shapes and turns the list form {{name}} into {name}', () => {
    const nested = formFromDraftData({
      name: 'N',
      dynamicFields: ['x'],
      templateData: {
        header: 'H {x}',
        textModulesData: [{ id: 'r1end', header: '{{x}}', body: 'b' }],
      },
    });
    expect(nested).toMatchObject({ header: 'H {x}', dynamicFields: [{ name: 'x' }] });
    expect(nested.textModulesData[0]).toEqual({ id: 'r1end', header: '{x}', body: 'b' });
    expect(formFromDraftData({ name: 'F', header: 'flat', barcodeType: 'AZTEC' })).toMatchObject({
      header: 'flat',
      barcodeType: 'AZTEC',
    });
  });
});

describe('placeholder chips', () => {
  it('insert {field} at the caret, replacing a selection, and put the caret after it', () => {
    expect(insertPlaceholder('Hello !', 6, 6, 'name')).toEqual({
      text: 'Hello {name}!',
      caret: 12,
    });
    expect(insertPlaceholder('Hello XX', 6, 8, 'name')).toEqual({
      text: 'Hello {name}',
      caret: 12,
    });
    expect(insertPlaceholder('abc', null, null, 'x')).toEqual({ text: 'abc{x}', caret: 6 });
  });
});

describe('conflict view', () => {
  it('lists only the fields that differ, with both values', () => {
    const differences = draftDifferences(
      form({ header: 'Mine', dynamicFields: [{ name: 'a' }] }),
      form({ header: 'Theirs', dynamicFields: [{ name: 'a' }] }),
    );
    expect(differences).toEqual([{ field: 'header', mine: 'Mine', theirs: 'Theirs' }]);
  });
});

describe('a new template', () => {
  it('starts with readable colours, while a stored one shows only what it has', () => {
    expect(formFromDraftData({ name: '' }, true).hexBackgroundColor).toBe(
      EMPTY_FORM.hexBackgroundColor,
    );
    expect(formFromDraftData({ name: '' }).hexBackgroundColor).toBe('');
  });
});

describe('kinds of card', () => {
  it('round-trip when set and are left out when empty, so the service keeps its own', () => {
    const read = formFromDraftData({
      name: 'N',
      templateData: { passType: 'generic', cardType: 'x' },
    });
    expect(read).toMatchObject({ passType: 'generic', cardType: 'x', genericType: '' });
    const data = draftDataFromForm('dynamic', read, {})['templateData'] as Record<string, unknown>;
    expect(data).toMatchObject({ passType: 'generic', cardType: 'x' });
    expect(data).not.toHaveProperty('genericType');
  });
});
