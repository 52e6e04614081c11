// A stable hash of a template as the service returned it, to tell whether it changed.
import { createHash } from 'node:crypto';

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export function templateHash(template: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(template)))
    .digest('hex');
}
