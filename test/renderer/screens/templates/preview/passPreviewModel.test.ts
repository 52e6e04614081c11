import { describe, expect, it } from 'vitest';
import {
  EMPTY_FORM,
  type TemplateForm,
} from '../../../../../src/renderer/screens/templates/editor/templateForm';
import {
  accessCodeSampleProblem,
  passPreviewModel,
  sampleValues,
} from '../../../../../src/renderer/screens/templates/preview/passPreviewModel';
import { barcodeDrawing } from '../../../../../src/shared/render/barcodeSymbology';

const form = (patch: Partial<TemplateForm>): TemplateForm => ({
  ...EMPTY_FORM,
  name: 'N',
  ...patch,
});

describe('pass preview', () => {
  it('fills placeholders with sample values, showing unset ones by name', () => {
    const samples = sampleValues(['firstName', 'points'], { firstName: 'Ada' });
    const model = passPreviewModel(form({ cardTitle: 'Hi {firstName}, {points} pts' }), samples);
    expect(model.cardTitle).toBe('Hi Ada, <points> pts');
  });

  it('uses the strip layout until a thumbnail or background is set, and back when both are cleared', () => {
    const strip = passPreviewModel(form({ heroImage: 'https://x/h.png' }), {});
    expect(strip).toMatchObject({
      appleLayout: 'strip',
      textModuleRow: 'secondary',
      stripImage: 'https://x/h.png',
    });
    const thumb = passPreviewModel(
      form({ heroImage: 'https://x/h.png', thumbnailImage: 'https://x/t.png' }),
      {},
    );
    expect(thumb).toMatchObject({
      appleLayout: 'eventTicket',
      textModuleRow: 'auxiliary',
      stripImage: '',
    });
    const background = passPreviewModel(form({ backgroundImage: 'https://x/b.png' }), {});
    expect(background).toMatchObject({ appleLayout: 'eventTicket', textModuleRow: 'secondary' });
    expect(
      passPreviewModel(form({ thumbnailImage: '', backgroundImage: '' }), {}).appleLayout,
    ).toBe('strip');
  });

  it('takes the Google hero image from googleHeroImage, else heroImage, never appleHeroImage', () => {
    expect(
      passPreviewModel(form({ heroImage: 'https://h', googleHeroImage: 'https://g' }), {})
        .googleHeroImage,
    ).toBe('https://g');
    expect(
      passPreviewModel(form({ heroImage: 'https://h', appleHeroImage: 'https://a' }), {})
        .googleHeroImage,
    ).toBe('https://h');
  });

  it('shows only the text modules the service keeps', () => {
    const model = passPreviewModel(
      form({
        textModulesData: [
          { id: 'r1start', header: 'Kept', body: 'yes' },
          { id: 'r1start', header: ' ', body: 'empty header' },
          { id: 'r2', header: 'Bad id', body: 'x' },
        ],
      }),
      {},
    );
    expect(model.textModules.map((m) => m.header)).toEqual(['Kept']);
  });

  it('draws each spec barcode type with its own symbology, and nothing for an empty value', () => {
    expect(barcodeDrawing('QR_CODE', 'x')?.bcid).toBe('qrcode');
    expect(barcodeDrawing('PDF417', 'x')?.bcid).toBe('pdf417');
    expect(barcodeDrawing('AZTEC', 'x')?.bcid).toBe('azteccode');
    expect(barcodeDrawing('CODE_128', 'x')?.bcid).toBe('code128');
    expect(barcodeDrawing('QR_CODE', '')).toBeNull();
  });
});

describe('access code of a sample member', () => {
  it('warns when the placeholder would resolve to more than 10 characters', () => {
    expect(accessCodeSampleProblem('{pin}', { pin: '12345678901' })).toMatchObject({
      id: 'templates.editor.accessCodeSample',
      values: { name: 'pin', length: 11, maximum: 10 },
    });
    expect(accessCodeSampleProblem('{pin}', { pin: '1234' })).toBeNull();
    expect(accessCodeSampleProblem('STATIC', { pin: '12345678901' })).toBeNull();
  });
});
