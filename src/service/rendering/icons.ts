// The built-in stamp icons (resources/stamp-icons), loaded once and embedded into card images.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { StampIconName } from '@shared/api';

export const GIFT_ICON = 'gift';
export type IconName = StampIconName | typeof GIFT_ICON;

/** From the sources (src/service/rendering) or from the desktop app's bundle (out/main). */
const ICON_DIRS = ['../../../resources/stamp-icons/', '../../resources/stamp-icons/'].map(
  (relative) => fileURLToPath(new URL(relative, import.meta.url)),
);
const ICON_DIR = ICON_DIRS.find((dir) => existsSync(dir)) ?? ICON_DIRS[0]!;
const cache = new Map<IconName, string>();

/** The drawing inside an icon's `<svg>` element, without its title. */
export function iconBody(name: IconName): string {
  let body = cache.get(name);
  if (body === undefined) {
    const svg = readFileSync(`${ICON_DIR}${name}.svg`, 'utf8');
    const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1];
    if (inner === undefined) throw new Error(`stamp icon ${name}.svg has no <svg> element`);
    body = inner.replace(/<title>[\s\S]*?<\/title>/, '').trim();
    cache.set(name, body);
  }
  return body;
}

/** Escapes text for use inside SVG/HTML content and attribute values. */
export const escapeXml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Black or white, whichever reads better on a background colour. */
export function inkOn(hexBackground: string): string {
  const hex = hexBackground.slice(1);
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) / 255) as [
    number,
    number,
    number,
  ];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.55 ? '#1f1f1f' : '#ffffff';
}
