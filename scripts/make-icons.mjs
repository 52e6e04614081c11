#!/usr/bin/env node
// Draws the PassDesk app icon (a stamp card on a teal tile) as SVG and as PNGs at the sizes the
// installers need. The outputs are committed; run again only when the design changes.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PNG } from 'pngjs';

const TILE = { x: 0.04, y: 0.04, w: 0.92, h: 0.92, r: 0.2, color: [15, 118, 110] };
const CARD = { x: 0.18, y: 0.27, w: 0.64, h: 0.46, r: 0.06, color: [255, 255, 255] };
const STAMP_R = 0.058;
const RING = 0.02;
const STAMPS = [0.33, 0.5, 0.67].flatMap((cx) => [0.435, 0.585].map((cy) => ({ cx, cy })));
const FILLED = 4; // stamps collected, in reading order
const STAMP_ON = [15, 118, 110];
const STAMP_OFF = [153, 213, 207];
const SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024];

const order = (a, b) => a.cy - b.cy || a.cx - b.cx;
const stamps = [...STAMPS].sort(order).map((s, i) => ({ ...s, filled: i < FILLED }));

function roundedRectDistance(px, py, { x, y, w, h, r }) {
  const qx = Math.abs(px - (x + w / 2)) - w / 2 + r;
  const qy = Math.abs(py - (y + h / 2)) - h / 2 + r;
  return Math.hypot(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
}

/** The colour and coverage of one point of the design, back to front. */
function paint(px, py) {
  let color = null;
  if (roundedRectDistance(px, py, TILE) <= 0) color = TILE.color;
  if (roundedRectDistance(px, py, CARD) <= 0) color = CARD.color;
  for (const s of stamps) {
    const d = Math.hypot(px - s.cx, py - s.cy);
    if (s.filled ? d <= STAMP_R : d <= STAMP_R && d >= STAMP_R - RING)
      color = s.filled ? STAMP_ON : STAMP_OFF;
  }
  return color;
}

function renderPng(size) {
  const png = new PNG({ width: size, height: size });
  const samples = size <= 64 ? 8 : 4;
  for (let y = 0; y < size; y += 1) {
    for (let x = 0; x < size; x += 1) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < samples; sy += 1) {
        for (let sx = 0; sx < samples; sx += 1) {
          const color = paint((x + (sx + 0.5) / samples) / size, (y + (sy + 0.5) / samples) / size);
          if (color) {
            r += color[0];
            g += color[1];
            b += color[2];
            a += 1;
          }
        }
      }
      const i = (y * size + x) * 4;
      png.data[i] = a ? Math.round(r / a) : 0;
      png.data[i + 1] = a ? Math.round(g / a) : 0;
      png.data[i + 2] = a ? Math.round(b / a) : 0;
      png.data[i + 3] = Math.round((255 * a) / (samples * samples));
    }
  }
  return PNG.sync.write(png);
}

function svg() {
  const u = (v) => +(v * 1024).toFixed(2);
  const hex = ([r, g, b]) => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  const rect = (o) =>
    `<rect x="${u(o.x)}" y="${u(o.y)}" width="${u(o.w)}" height="${u(o.h)}" rx="${u(o.r)}" fill="${hex(o.color)}"/>`;
  const circles = stamps.map((s) =>
    s.filled
      ? `<circle cx="${u(s.cx)}" cy="${u(s.cy)}" r="${u(STAMP_R)}" fill="${hex(STAMP_ON)}"/>`
      : `<circle cx="${u(s.cx)}" cy="${u(s.cy)}" r="${u(STAMP_R - RING / 2)}" fill="none" stroke="${hex(STAMP_OFF)}" stroke-width="${u(RING)}"/>`,
  );
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="1024" height="1024" viewBox="0 0 1024 1024">',
    '  <title>PassDesk</title>',
    `  ${rect(TILE)}`,
    `  ${rect(CARD)}`,
    ...circles.map((c) => `  ${c}`),
    '</svg>',
    '',
  ].join('\n');
}

const out = 'resources';
mkdirSync(join(out, 'icons'), { recursive: true });
writeFileSync(join(out, 'icon.svg'), svg());
for (const size of SIZES) {
  const bytes = renderPng(size);
  writeFileSync(join(out, 'icons', `${size}x${size}.png`), bytes);
  if (size === 1024) writeFileSync(join(out, 'icon.png'), bytes);
}
console.log(`icons written to ${out}/: icon.svg, icon.png and ${SIZES.length} sizes in icons/`);
