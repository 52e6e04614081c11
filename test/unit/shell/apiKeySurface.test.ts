// A static guard beside the end-to-end proof: no answer or event in the contract has a text
// field whose name says it could hold a secret, so the key cannot be added to a view by accident.
import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { CHANNELS, EVENT_NAMES, ipcContract, ipcEvents } from '@shared/ipc/contract';

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  items?: z.ZodType[];
  getter?: () => z.ZodType;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Every string-typed field in a schema, as dotted paths. */
function textFields(schema: z.ZodType, path = '', seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const into = (child: z.ZodType | undefined, suffix = '') =>
    child ? textFields(child, path + suffix, seen) : [];
  switch (def.type) {
    case 'string':
    case 'template_literal':
      return [path];
    case 'object':
      return Object.entries(def.shape ?? {}).flatMap(([key, child]) =>
        into(child, `${path ? '.' : ''}${key}`),
      );
    case 'array':
      return into(def.element, '[]');
    case 'record':
      return into(def.valueType, '{}');
    case 'union':
      return (def.options ?? []).flatMap((option) => into(option));
    case 'intersection':
      return [...into(def.left), ...into(def.right)];
    case 'tuple':
      return (def.items ?? []).flatMap((item) => into(item, '[]'));
    case 'pipe':
      return [...into(def.in), ...into(def.out)];
    case 'lazy':
      return into(def.getter?.());
    default:
      return def.innerType ? into(def.innerType) : [];
  }
}

const SECRET_NAME = /(api.?key|secret|token|password|credential|authorization)/i;
/** Fields that are about the key without holding it. */
const ALLOWED = new Set(['apiKey.endsWith', 'settings.apiKey.endsWith']);

describe('contract surface', () => {
  it('finds text fields at all (the walker sees into the schemas)', () => {
    expect(textFields(ipcContract['settings.get'].response)).toEqual(
      expect.arrayContaining(['serviceUrl', 'stationName', 'apiKey.endsWith', 'keyStorage.note']),
    );
  });

  it('has no answer or event with a text field named like a secret', () => {
    const suspicious = [
      ...CHANNELS.flatMap((channel) =>
        textFields(ipcContract[channel].response).map((field) => `${channel} -> ${field}`),
      ),
      ...EVENT_NAMES.flatMap((event) =>
        textFields(ipcEvents[event]).map((field) => `event ${event} -> ${field}`),
      ),
    ].filter((entry) => {
      const field = entry.split(' -> ')[1]!;
      return SECRET_NAME.test(field) && !ALLOWED.has(field);
    });
    expect(suspicious).toEqual([]);
  });

  it('lets the key in through one request only: settings.setApiKey', () => {
    const takesKey = CHANNELS.filter((channel) =>
      textFields(ipcContract[channel].request).some((field) => SECRET_NAME.test(field)),
    );
    expect(takesKey).toEqual(['settings.setApiKey']);
  });
});
