// The part of the URL hash below a screen's id, e.g. `#/templates/draft/7` -> `/draft/7`.
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
};

export function useHashLocation(): { path: string; query: URLSearchParams } {
  const hash = useSyncExternalStore(subscribe, () => window.location.hash);
  const [path = '', search = ''] = hash.replace(/^#/, '').split('?');
  return { path, query: new URLSearchParams(search) };
}
