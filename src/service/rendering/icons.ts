// The built-in stamp icons (resources/stamp-icons), read once from disk for the count images.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { IconName, IconSource } from '@shared/render/countImages';
import { svgInner } from '@shared/render/svgText';

const ICON_DIR = fileURLToPath(new URL('../../../resources/stamp-icons/', import.meta.url));
const cache = new Map<IconName, string>();

export const builtInIcons: IconSource = (name) => {
  let body = cache.get(name);
  if (body === undefined) {
    body = svgInner(readFileSync(`${ICON_DIR}${name}.svg`, 'utf8'));
    cache.set(name, body);
  }
  return body;
};
