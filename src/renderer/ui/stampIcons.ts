// The seven built-in stamp icons and the gift reward icon, bundled with the app (never fetched).
import type { StampIconName } from '@shared/api/loyalty';

const files = import.meta.glob<string>('../../../resources/stamp-icons/*.svg', {
  eager: true,
  query: '?url',
  import: 'default',
});

const byName = new Map(
  Object.entries(files).map(([path, url]) => [path.replace(/^.*\/|\.svg$/g, ''), url]),
);

export function builtInStampIcon(name: StampIconName): string | null {
  return byName.get(name) ?? null;
}

export function giftIcon(): string | null {
  return byName.get('gift') ?? byName.get('giftIcon') ?? null;
}
