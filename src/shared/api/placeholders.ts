// Placeholder rules of spec 2.4: `{fieldName}` inside any string of templateData.
const PLACEHOLDER = /\{\{?([A-Za-z_][A-Za-z0-9_]*)\}?\}/g;

/** Names used as placeholders in one string; the list form `{{name}}` counts too. */
export function placeholdersIn(text: string): string[] {
  const names = new Set<string>();
  for (const match of text.matchAll(PLACEHOLDER)) names.add(match[1]!);
  return [...names];
}

/** Every placeholder name used anywhere inside a value (strings, arrays, objects). */
export function placeholdersUsed(value: unknown): string[] {
  const names = new Set<string>();
  const visit = (node: unknown): void => {
    if (typeof node === 'string') placeholdersIn(node).forEach((n) => names.add(n));
    else if (Array.isArray(node)) node.forEach(visit);
    else if (node !== null && typeof node === 'object') Object.values(node).forEach(visit);
  };
  visit(value);
  return [...names];
}

/** Placeholders used but not declared in `dynamicFields` (spec: every one "should" be declared). */
export function undeclaredPlaceholders(value: unknown, dynamicFields: readonly string[]): string[] {
  const declared = new Set(dynamicFields);
  return placeholdersUsed(value).filter((name) => !declared.has(name));
}

/**
 * Replaces placeholders with a member's values. A placeholder with no value is left as written,
 * so a missing value is visible instead of silently blank (the spec does not say what happens).
 */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(values, name) ? values[name]! : whole,
  );
}

/** Fills placeholders in every string of a value, keeping its shape. */
export function fillPlaceholdersDeep<T>(value: T, values: Readonly<Record<string, string>>): T {
  if (typeof value === 'string') return fillPlaceholders(value, values) as T;
  if (Array.isArray(value)) return value.map((v) => fillPlaceholdersDeep(v, values)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, fillPlaceholdersDeep(v, values)]),
    ) as T;
  }
  return value;
}

/** A whole string that is exactly one placeholder, e.g. `{accessCode}`; returns its name. */
export function soloPlaceholder(text: string): string | null {
  const match = /^\{([A-Za-z_][A-Za-z0-9_]*)\}$/.exec(text);
  return match ? match[1]! : null;
}
