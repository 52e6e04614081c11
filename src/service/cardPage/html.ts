// The hosted card page's HTML: the pass as a phone shows it, or the form asking for its code.
import { toSVG } from 'bwip-js/node';
import { ACCESS_CODE_MAX, BARCODE_TYPES, HEX_COLOR_PATTERN, type BarcodeType } from '@shared/api';
import { barcodeDrawing, bwipOptions } from '@shared/render/barcodeSymbology';
import { escapeXml, inkOn } from '@shared/render/svgText';
import { directionOf } from '@shared/i18n/locales';
import type { Translator } from '@shared/i18n/translate';

const STYLE = `
body { font-family: system-ui, sans-serif; margin: 0; background: #eef0f3; color: #1b1f24; }
main { max-inline-size: 26rem; margin-block: 0; margin-inline: auto; padding: 1rem; }
.pass { border-radius: 16px; overflow: hidden; box-shadow: 0 2px 10px #0003; }
.pass header { padding: 1rem 1.25rem; }
.pass h1 { margin: 0; font-size: 1.3rem; }
.pass p { margin-block: 0.25rem 0; margin-inline: 0; }
.pass img { display: block; inline-size: 100%; }
.count { font-size: 1.4rem; font-weight: 700; padding: 0.75rem 1.25rem; }
.code { background: #fff; color: #1b1f24; text-align: center; padding: 1rem; }
.code svg { max-inline-size: 100%; block-size: auto; }
.code .square svg { inline-size: 14rem; }
.archived { background: #fdecea; color: #7a1a12; padding: 0.75rem 1rem; border-radius: 8px; }
form { display: grid; gap: 0.5rem; background: #fff; padding: 1.25rem; border-radius: 12px; }
input, button { font-size: 1.2rem; min-block-size: 48px; }
button { background: #1d4ed8; color: #fff; border: 0; border-radius: 8px; }
.problem { color: #a11b10; font-weight: 600; }
`;

function page(words: Translator, title: string, body: string): string {
  const lang = escapeXml(words.intl.locale);
  return `<!doctype html><html lang="${lang}" dir="${directionOf(words.language)}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeXml(title)}</title>
<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A colour safe to put in a style attribute: `#rgb` or `#rrggbb`, as templates accept. */
const colourOf = (value: unknown): string | null =>
  HEX_COLOR_PATTERN.test(text(value)) ? text(value) : null;

/** The pass's barcode as inline SVG, in its own symbology; empty when there is no value. */
function barcode(words: Translator, pass: Record<string, unknown>, fallback: string): string {
  const type = (BARCODE_TYPES as readonly string[]).includes(text(pass['barcodeType']))
    ? (pass['barcodeType'] as BarcodeType)
    : 'QR_CODE';
  const drawing = barcodeDrawing(type, text(pass['barcodeValue']) || fallback);
  if (!drawing) return '';
  try {
    const svg = toSVG(bwipOptions(drawing));
    const alt = text(pass['barcodeAltText']);
    return `<div class="${drawing.square ? 'square' : 'linear'}" role="img" aria-label="${escapeXml(words.t('pass.barcodeLabel'))}" data-symbology="${type}">${svg}</div>${alt ? `<p>${escapeXml(alt)}</p>` : ''}`;
  } catch {
    return `<p>${escapeXml(words.t('pass.barcodeCannotDraw'))}</p>`;
  }
}

export interface ShownPass {
  pass: Record<string, unknown>;
  customerId: string;
  archived: boolean;
  /** The count and its maximum, on a loyalty pass, in stamps or in points. */
  progress: { count: number; max: number; unit: 'stamps' | 'points' } | null;
  /** The image of the current count, as a path of this service. */
  imagePath: string | null;
}

/** The pass in the words of the person who opened it (their browser's language). */
export function passPage(words: Translator, shown: ShownPass): string {
  const { pass } = shown;
  const title = text(pass['cardTitle']) || words.t('pass.yourPass');
  const colour = colourOf(pass['hexBackgroundColor']) ?? '#1f2937';
  // The pass's own font colour, as a wallet shows it; else one that reads on the background.
  const ink = colourOf(pass['appleFontColor']) ?? inkOn(colour);
  const lines = [pass['header'], pass['subheader']].map(text).filter(Boolean);
  const progress = shown.progress;
  const count = progress
    ? words.t(progress.unit === 'stamps' ? 'pass.stampsOf' : 'pass.pointsOf', {
        count: progress.count,
        max: progress.max,
      })
    : '';
  return page(
    words,
    title,
    `${shown.archived ? `<p class="archived" role="status">${escapeXml(words.t('pass.archived'))}</p>` : ''}
<article class="pass" style="background:${colour};color:${ink}">
<header><h1>${escapeXml(title)}</h1>${lines.map((l) => `<p>${escapeXml(l)}</p>`).join('')}</header>
${shown.imagePath ? `<img src="${escapeXml(shown.imagePath)}" alt="">` : ''}
${progress ? `<p class="count" data-count="${progress.count}">${escapeXml(count)}</p>` : ''}
<div class="code">${barcode(words, pass, shown.customerId)}</div>
</article>`,
  );
}

/** The page of a pass behind an access code: nothing of the pass until the code is given. */
export function codeForm(words: Translator, problem: string | null): string {
  return page(
    words,
    words.t('pass.yourPass'),
    `<form method="post">
<h1>${escapeXml(words.t('pass.openYourPass'))}</h1>
<label for="code">${escapeXml(words.t('pass.accessCode'))}</label>
<input id="code" name="code" autocomplete="one-time-code" maxlength="${ACCESS_CODE_MAX}" required autofocus>
${problem ? `<p class="problem" role="alert">${escapeXml(problem)}</p>` : ''}
<button type="submit">${escapeXml(words.t('pass.open'))}</button>
</form>`,
  );
}

export function notFoundPage(words: Translator): string {
  const heading = escapeXml(words.t('pass.noSuchPass'));
  return page(
    words,
    words.t('pass.noSuchPass'),
    `<h1>${heading}</h1><p>${escapeXml(words.t('pass.checkLink'))}</p>`,
  );
}
