// A screen opens at its top: the screens share one scrolling area, which would otherwise keep
// the last screen's scroll and open the counter with its search out of view.
import { useLayoutEffect, type RefObject } from 'react';

/**
 * Scrolls `area` to its top when mounted. Keyed by the page's path and placed beside the page
 * inside its Suspense boundary, it runs once per arrival, after the page has rendered.
 */
export function StartsAtTop({ area }: { area: RefObject<HTMLElement | null> }): null {
  useLayoutEffect(() => {
    area.current?.scrollTo({ top: 0 });
  }, [area]);
  return null;
}
