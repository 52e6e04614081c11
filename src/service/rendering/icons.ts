// The built-in stamp icons (resources/stamp-icons), read once from disk for the count images.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { IconName, IconSource } from '@shared/render/countImages';
import { svgInner } from '@shared/render/svgText';

/** From the sources (src/service/rendering) or from the desktop app's bundle (out/main). */
const ICON_DIRS = ['../../../resources/stamp-icons/', '../../resources/stamp-icons/'].map(
  (relative) => fileURLToPath(new URL(relative, import.meta.url)),
);
const ICON_DIR = ICON_DIRS.find((dir) => existsSync(dir)) ?? ICON_DIRS[0]!;
const cache = new Map<IconName, string>();

export const builtInIcons: IconSource = (name) => {
  let body = cache.get(name);
  if (body === undefined) {
    body = svgInner(readFileSync(`${ICON_DIR}${name}.svg`, 'utf8'));
    cache.set(name, body);
  }
  return body;
};
