// The hosted card page's HTML: the pass as a phone shows it, or the form asking for its code.
import { toSVG } from 'bwip-js/node';
import { ACCESS_CODE_MAX, BARCODE_TYPES, HEX_COLOR_PATTERN, type BarcodeType } from '@shared/api';
import { barcodeDrawing, bwipOptions } from '@shared/render/barcodeSymbology';
import { escapeXml, inkOn } from '@shared/render/svgText';

const STYLE = `
body { font-family: system-ui, sans-serif; margin: 0; background: #eef0f3; color: #1b1f24; }
main { max-width: 26rem; margin: 0 auto; padding: 1rem; }
.pass { border-radius: 16px; overflow: hidden; box-shadow: 0 2px 10px #0003; }
.pass header { padding: 1rem 1.25rem; }
.pass h1 { margin: 0; font-size: 1.3rem; }
.pass p { margin: 0.25rem 0 0; }
.pass img { display: block; width: 100%; }
.count { font-size: 1.4rem; font-weight: 700; padding: 0.75rem 1.25rem; }
.code { background: #fff; color: #1b1f24; text-align: center; padding: 1rem; }
.code svg { max-width: 100%; height: auto; }
.code .square svg { width: 14rem; }
.archived { background: #fdecea; color: #7a1a12; padding: 0.75rem 1rem; border-radius: 8px; }
form { display: grid; gap: 0.5rem; background: #fff; padding: 1.25rem; border-radius: 12px; }
input, button { font-size: 1.2rem; min-height: 48px; }
button { background: #1d4ed8; color: #fff; border: 0; border-radius: 8px; }
.problem { color: #a11b10; font-weight: 600; }
`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeXml(title)}</title>
<style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A colour safe to put in a style attribute: `#rgb` or `#rrggbb`, as templates accept. */
const colourOf = (value: unknown): string | null =>
  HEX_COLOR_PATTERN.test(text(value)) ? text(value) : null;

/** The pass's barcode as inline SVG, in its own symbology; empty when there is no value. */
function barcode(pass: Record<string, unknown>, fallback: string): string {
  const type = (BARCODE_TYPES as readonly string[]).includes(text(pass['barcodeType']))
    ? (pass['barcodeType'] as BarcodeType)
    : 'QR_CODE';
  const drawing = barcodeDrawing(type, text(pass['barcodeValue']) || fallback);
  if (!drawing) return '';
  try {
    const svg = toSVG(bwipOptions(drawing));
    const alt = text(pass['barcodeAltText']);
    return `<div class="${drawing.square ? 'square' : 'linear'}" role="img" aria-label="Barcode to show at the counter" data-symbology="${type}">${svg}</div>${alt ? `<p>${escapeXml(alt)}</p>` : ''}`;
  } catch {
    return '<p>This barcode cannot be drawn; show the member id at the counter.</p>';
  }
}

export interface ShownPass {
  pass: Record<string, unknown>;
  customerId: string;
  archived: boolean;
  /** The count and its maximum, on a loyalty pass; `unit` is "stamps" or "points". */
  progress: { count: number; max: number; unit: string } | null;
  /** The image of the current count, as a path of this service. */
  imagePath: string | null;
}

export function passPage(shown: ShownPass): string {
  const { pass } = shown;
  const title = text(pass['cardTitle']) || 'Your pass';
  const colour = colourOf(pass['hexBackgroundColor']) ?? '#1f2937';
  // The pass's own font colour, as a wallet shows it; else one that reads on the background.
  const ink = colourOf(pass['appleFontColor']) ?? inkOn(colour);
  const lines = [pass['header'], pass['subheader']].map(text).filter(Boolean);
  return page(
    title,
    `${shown.archived ? '<p class="archived" role="status">This pass is archived: it collects nothing more.</p>' : ''}
<article class="pass" style="background:${colour};color:${ink}">
<header><h1>${escapeXml(title)}</h1>${lines.map((l) => `<p>${escapeXml(l)}</p>`).join('')}</header>
${shown.imagePath ? `<img src="${escapeXml(shown.imagePath)}" alt="">` : ''}
${shown.progress ? `<p class="count" data-count="${shown.progress.count}">${shown.progress.count} of ${shown.progress.max} ${shown.progress.unit}</p>` : ''}
<div class="code">${barcode(pass, shown.customerId)}</div>
</article>`,
  );
}

/** The page of a pass behind an access code: nothing of the pass until the code is given. */
export function codeForm(problem: string | null): string {
  return page(
    'Your pass',
    `<form method="post">
<h1>Open your pass</h1>
<label for="code">Access code</label>
<input id="code" name="code" autocomplete="one-time-code" maxlength="${ACCESS_CODE_MAX}" required autofocus>
${problem ? `<p class="problem" role="alert">${escapeXml(problem)}</p>` : ''}
<button type="submit">Open</button>
</form>`,
  );
}

export function notFoundPage(): string {
  return page('No such pass', '<h1>No such pass</h1><p>Check the link you were given.</p>');
}
