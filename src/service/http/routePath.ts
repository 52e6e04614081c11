// Turns a path builder of API_PATHS into a Fastify route pattern, so both share one spelling.
const token = (i: number) => `__param${i}__`;

/**
 * `routePath(API_PATHS.template, 'dynamicPassId')` -> `/api/dynamicPass/template/:dynamicPassId`;
 * a builder of several ids takes their names in order.
 */
export function routePath(build: (...params: string[]) => string, ...names: string[]): string {
  let path = build(...names.map((_, i) => token(i)));
  names.forEach((name, i) => (path = path.replace(token(i), `:${name}`)));
  return path;
}
