// The demo page: each demo member's pass barcode as QR and PDF417, to scan with a webcam.
import { toSVG } from 'bwip-js/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context';
import { baseUrlOf } from '../context';
import { escapeXml } from '@shared/render/svgText';
import { countImagePath } from '../templates/present';
import { demoProgram } from './seed';

const barcodes = new Map<string, string>();

/** A barcode as inline SVG; the same text always draws the same, so it is drawn once. */
function barcodeSvg(kind: 'qrcode' | 'pdf417', text: string): string {
  const key = `${kind}:${text}`;
  const known = barcodes.get(key);
  if (known !== undefined) return known;
  const svg = toSVG(
    kind === 'qrcode'
      ? { bcid: 'qrcode', text, scale: 4, paddingwidth: 4, paddingheight: 4 }
      : {
          bcid: 'pdf417',
          text,
          scale: 3,
          height: 12,
          paddingwidth: 6,
          paddingheight: 6,
        },
  );
  barcodes.set(key, svg);
  return svg;
}

const STYLE = `
body { font-family: system-ui, sans-serif; margin: 0; background: #f6f1ea; color: #2b1b12; }
header { padding: 16px 24px; background: #3b2418; color: #fff; }
header code { background: #5a3a28; padding: 2px 6px; border-radius: 4px; }
main { display: grid; grid-template-columns: repeat(auto-fill, minmax(340px, 1fr)); gap: 16px; padding: 24px; }
article { background: #fff; border-radius: 12px; padding: 16px; box-shadow: 0 1px 4px #0002; }
h2 { margin: 0 0 4px; font-size: 1.2rem; }
.codes { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; margin-top: 8px; }
.codes svg { background: #fff; }
.qr svg { width: 140px; height: 140px; }
.pdf svg { width: 300px; height: auto; }
img.card { width: 100%; border-radius: 8px; margin-top: 8px; }
small { color: #6b5547; }
small code { word-break: break-all; }
`;

export function demoRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const page = async (request: FastifyRequest) => {
    const { tables } = ctx;
    const demo = demoProgram(tables);
    const account = demo && tables.accounts.findByKey(demo.apiKey);
    const template = demo && account && tables.templates.find(account.id, demo.dynamicPassId);
    if (!demo || !account || !template) return '<p>The demo is not seeded yet.</p>';
    const images = tables.images.pathsOf(template.id);
    const max = images.length - 1;
    const base = baseUrlOf(request);
    const cards = tables.templates
      .groupsOf(template.id)
      .flatMap((group) => tables.members.listGroup(group.id))
      .map((member) => {
        const value = String(member.pass['barcodeValue'] ?? member.customerId);
        const name = member.dynamicFields['name'] ?? member.customerId;
        const image = countImagePath(images, member.count ?? 0);
        return `<article>
  <h2>${escapeXml(name)}</h2>
  <small>customerId <code>${escapeXml(member.customerId)}</code> · ${member.count ?? 0} of ${max} stamps · ${member.stateType}</small>
  ${image ? `<img class="card" alt="stamp card" src="${base}${image}">` : ''}
  <div class="codes"><div class="qr">${barcodeSvg('qrcode', value)}</div><div class="pdf">${barcodeSvg('pdf417', value)}</div></div>
</article>`;
      });
    return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta http-equiv="refresh" content="15"><title>PassDesk demo passes</title><style>${STYLE}</style></head>
<body><header><h1>${escapeXml(template.name)}</h1>
<p>Scan a pass with the station's webcam. Demo API key: <code>${escapeXml(demo.apiKey)}</code></p></header>
<main>${cards.join('\n')}</main></body></html>`;
  };
  for (const path of ['/', '/demo']) {
    app.get(path, async (request, reply) =>
      reply.type('text/html; charset=utf-8').send(await page(request)),
    );
  }
}
