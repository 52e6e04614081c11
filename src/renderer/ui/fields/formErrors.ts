// Reads the message of a nested field's error from react-hook-form's error tree.
import type { FieldErrors, FieldValues } from 'react-hook-form';

export function errorAt<T extends FieldValues>(
  errors: FieldErrors<T>,
  path: string,
): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  const message =
    node !== null && typeof node === 'object' ? (node as { message?: unknown }).message : undefined;
  return typeof message === 'string' ? message : undefined;
}
