// Walks a parsed JSON body without recursion, so no body can overflow the stack: its shape is
// checked at parse time, and its text is hashed for Idempotency-Key.

/** Deeper bodies are refused; the deepest the API uses is a check-in's notification (3). */
export const BODY_DEPTH_MAX = 64;

/** Keys that reach an object's prototype when a body is merged or read as a record. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

const isContainer = (value: unknown): value is object =>
  value !== null && typeof value === 'object';

/** Why a parsed body is refused (too deep, or a prototype key anywhere), or null. */
export function bodyShapeProblem(body: unknown): string | null {
  const pending: { value: unknown; depth: number; where: string }[] = [
    { value: body, depth: 0, where: '' },
  ];
  while (pending.length > 0) {
    const { value, depth, where } = pending.pop()!;
    if (!isContainer(value)) continue;
    if (depth >= BODY_DEPTH_MAX) {
      return `the body is nested more than ${BODY_DEPTH_MAX} levels deep`;
    }
    const isList = Array.isArray(value);
    for (const [key, item] of Object.entries(value)) {
      const at = where === '' ? key : `${where}.${key}`;
      if (!isList && PROTOTYPE_KEYS.has(key)) {
        return `the key "${key}" is not allowed in a body (at ${at})`;
      }
      if (isContainer(item)) pending.push({ value: item, depth: depth + 1, where: at });
    }
  }
  return null;
}

type Step = { text: string } | { value: unknown };

/**
 * Writes the JSON text of a value in pieces, spelled as `JSON.stringify` spells a parsed body,
 * so hashes recorded before stay equal; an explicit stack replaces recursion.
 */
export function writeJson(value: unknown, write: (piece: string) => void): void {
  const steps: Step[] = [{ value }];
  while (steps.length > 0) {
    const step = steps.pop()!;
    if ('text' in step) {
      write(step.text);
      continue;
    }
    const node = step.value;
    if (Array.isArray(node)) {
      write('[');
      steps.push({ text: ']' });
      for (let i = node.length - 1; i >= 0; i--) {
        steps.push({ value: node[i] === undefined ? null : node[i] });
        if (i > 0) steps.push({ text: ',' });
      }
    } else if (isContainer(node)) {
      write('{');
      steps.push({ text: '}' });
      const entries = Object.entries(node).filter(([, item]) => item !== undefined);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!;
        steps.push({ value: item });
        steps.push({ text: `${i > 0 ? ',' : ''}${JSON.stringify(key)}:` });
      }
    } else {
      write(JSON.stringify(node === undefined ? null : node));
    }
  }
}
