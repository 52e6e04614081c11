// Draws a loyalty program's artwork: one SVG per count from 0 to the maximum (spec 4.5 rule 1).
// Pure, so the service's stored images and the desk's previews are drawn by the same code.
import {
  formatTextCounter,
  maxCount,
  type LoyaltyProgressDataInput,
  type StampCounter,
  type StampIconName,
  type TextCounter,
} from '../api';
import { escapeXml, inkOn } from './svgText';

export const GIFT_ICON = 'gift';
export type IconName = StampIconName | typeof GIFT_ICON;

/**
 * The drawing of a built-in icon (`resources/stamp-icons/<name>.svg`, 64x64, `currentColor`)
 * without its `<svg>` wrapper (see `svgInner`): the service reads the files, a renderer imports them.
 */
export type IconSource = (name: IconName) => string;

/** The size of a Google hero image, which the stamp banner fills. */
const WIDTH = 1032;
const HEIGHT = 336;
const PADDING = 24;

export function renderCountImages(data: LoyaltyProgressDataInput, icons: IconSource): string[] {
  return Array.from({ length: maxCount(data) + 1 }, (_, count) =>
    renderCountImage(data, count, icons),
  );
}

/** The image of one count, so a caller can stop as soon as the images grow too large. */
export function renderCountImage(
  data: LoyaltyProgressDataInput,
  count: number,
  icons: IconSource,
): string {
  return data.loyaltyType === 'STAMP'
    ? renderStampCard(data.stampCounter, count, icons)
    : renderTextCounter(data.textCounter, count);
}

const svgOpen = (title: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ` +
  `width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img">` +
  `<title>${escapeXml(title)}</title>`;

/**
 * A stamp card: one slot per stamp, the last being the reward (gift). Stamped slots show the
 * icon at full strength, open ones faintly. `customStampIcon` replaces the icon of every slot
 * except the gift.
 */
export function renderStampCard(counter: StampCounter, count: number, icons: IconSource): string {
  const slots = counter.maxStampCount;
  const rows = Math.ceil(slots / 10);
  const cols = Math.ceil(slots / rows);
  const cell = Math.min((WIDTH - 2 * PADDING) / cols, (HEIGHT - 2 * PADDING) / rows, 180);
  const left = (WIDTH - cell * cols) / 2;
  const top = (HEIGHT - cell * rows) / 2;
  const ink = inkOn(counter.stampBannerIconBgColor);
  const parts = [
    svgOpen(`${count} of ${slots} stamps`),
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${counter.stampBannerBgColor}"/>`,
  ];
  for (let slot = 0; slot < slots; slot++) {
    const cx = left + cell * (slot % cols) + cell / 2;
    const cy = top + cell * Math.floor(slot / cols) + cell / 2;
    const stamped = slot < count;
    const isGift = slot === slots - 1;
    const size = cell * 0.56;
    const x = (cx - size / 2).toFixed(1);
    const y = (cy - size / 2).toFixed(1);
    const opacity = stamped ? '1' : '0.25';
    parts.push(
      `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${(cell * 0.44).toFixed(1)}" fill="${counter.stampBannerIconBgColor}"/>`,
    );
    if (!isGift && counter.customStampIcon) {
      const href = escapeXml(counter.customStampIcon);
      parts.push(
        `<image href="${href}" xlink:href="${href}" x="${x}" y="${y}" width="${size.toFixed(1)}" height="${size.toFixed(1)}" opacity="${opacity}" preserveAspectRatio="xMidYMid meet"/>`,
      );
    } else {
      const icon = icons(isGift ? GIFT_ICON : counter.stampIconName);
      parts.push(
        `<svg x="${x}" y="${y}" width="${size.toFixed(1)}" height="${size.toFixed(1)}" viewBox="0 0 64 64" color="${ink}" fill="currentColor" opacity="${opacity}">${icon}</svg>`,
      );
    }
  }
  parts.push('</svg>');
  return parts.join('');
}

/** A text counter: `textCounterFormat` filled in, over its colour or banner image. */
export function renderTextCounter(counter: TextCounter, count: number): string {
  const text = formatTextCounter(counter.textCounterFormat, count, counter.maxProgress);
  const fontSize = counter.textCounterFontSize ?? 96;
  const parts = [
    svgOpen(text),
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${counter.textBackgroundColor}"/>`,
  ];
  if (counter.heroImageUrl) {
    const href = escapeXml(counter.heroImageUrl);
    parts.push(
      `<image href="${href}" xlink:href="${href}" width="${WIDTH}" height="${HEIGHT}" preserveAspectRatio="xMidYMid slice"/>`,
    );
  }
  parts.push(
    `<text x="${WIDTH / 2}" y="${HEIGHT / 2}" fill="${counter.textColor}" font-family="Helvetica, Arial, sans-serif" ` +
      `font-size="${fontSize}" font-weight="700" text-anchor="middle" dominant-baseline="central">${escapeXml(text)}</text>`,
    '</svg>',
  );
  return parts.join('');
}
