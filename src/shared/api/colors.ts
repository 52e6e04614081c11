// Hex colours as the spec writes them (`#rrggbb`).
import { z } from 'zod';

export const HEX_COLOR_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

export const hexColor = z.string().regex(HEX_COLOR_PATTERN, 'must be a hex colour such as #1a2b3c');

/** Expands `#abc` to `#aabbcc` and lower-cases, so colours compare and render the same. */
export function normalizeHexColor(value: string): string {
  const hex = value.slice(1).toLowerCase();
  return hex.length === 3 ? `#${[...hex].map((c) => c + c).join('')}` : `#${hex}`;
}
