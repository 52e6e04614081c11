// Turns a path builder of API_PATHS into a Fastify route pattern, so both share one spelling.
const TOKEN = '__param__';

/** `routePath(API_PATHS.template, 'dynamicpassId')` -> `/api/dynamicPass/template/:dynamicpassId`. */
export function routePath(build: (param: string) => string, name: string): string {
  return build(TOKEN).replace(TOKEN, `:${name}`);
}
