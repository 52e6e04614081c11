// Where the app is: the URL hash (`#/templates/draft/7?x=1`), so a reload or a link stays there.
import { create } from 'zustand';

export interface HashLocation {
  /** The hash without `#` and query, e.g. `/templates/draft/7`. */
  path: string;
  query: URLSearchParams;
}

const read = (): HashLocation => {
  const [path = '', search = ''] = window.location.hash.replace(/^#/, '').split('?');
  return { path, query: new URLSearchParams(search) };
};

export const useLocation = create<HashLocation>(read);

/** Shows the page at `path` (e.g. `/queue`); the back button returns from it. */
export function navigate(path: string): void {
  if (window.location.hash !== `#${path}`) window.location.hash = path;
  useLocation.setState(read());
}

window.addEventListener('hashchange', () => useLocation.setState(read()));
