// The images area: remote pictures fetched, checked and kept by main, answered as data: URLs.
import type { AreaHandlers, CoreContext } from '../context';

export function imagesHandlers(ctx: CoreContext): AreaHandlers<'images'> {
  return {
    'images.get': async ({ url }) => (await ctx.workspace()).images.get(url),
  };
}
