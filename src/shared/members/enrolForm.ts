// The enrolment form of a program, built from its template's `dynamicFields`: which fields it
// asks for, which are required, and how each is checked. The counter's form and the core's
// `members.enrol` use the same schema, so what the form lets through the core accepts. Its
// messages are catalogue ids (enrolIssues.ts says them with the field's label).
import { z } from 'zod';
import { MEMBER_VALUE_MAX } from '../api/limits';
import { ACCESS_CODE_MAX } from '../api/template';
import type { TemplateResponse } from '../api/template';
import { readPhone } from './phone';

export type EnrolFieldKind = 'text' | 'phone' | 'email' | 'code';

export interface EnrolField {
  name: string;
  label: string;
  kind: EnrolFieldKind;
  /** Used by the pass's design (a placeholder): a pass without it would show `{name}`. */
  required: boolean;
  maxLength: number;
}

/** The service fills these itself (its README): a member never types them. */
const SERVICE_FILLED = new Set(['customerId', 'cardId']);

/** "firstName", "first_name" and "first-name" all read "First name". */
export function fieldLabel(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function kindOf(name: string, accessCodeField: string | null): EnrolFieldKind {
  if (name === accessCodeField) return 'code';
  if (/phone|mobile|tel(?![a-z])|cell/i.test(name)) return 'phone';
  if (/e-?mail/i.test(name)) return 'email';
  return 'text';
}

/** Every `{placeholder}` the template's design uses, in any of its texts. */
function placeholdersOf(template: TemplateResponse): Set<string> {
  const used = new Set<string>();
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      for (const match of value.matchAll(/\{([A-Za-z0-9_]+)\}/g)) used.add(match[1]!);
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (value && typeof value === 'object') Object.values(value).forEach(visit);
  };
  const { dynamicFields: _names, loyaltyProgressData: _counter, ...design } = template;
  visit(design);
  return used;
}

/**
 * Asked for when the program declares no member fields of its own: a member with neither could
 * only ever be found by their pass, which is what a customer without their phone lacks.
 */
const FALLBACK_FIELDS = ['name', 'phone'];

/** The member field a program's access code reads (`accessCode: "{pin}"` reads `pin`), or null. */
export function accessCodeField(template: Pick<TemplateResponse, 'accessCode'>): string | null {
  return /^\{([A-Za-z0-9_]+)\}$/.exec(template.accessCode ?? '')?.[1] ?? null;
}

/**
 * A member's fields without their access code: it opens their card page, so the station sends it
 * to the service once and neither shows it nor makes it searchable.
 */
export function withoutAccessCode(
  fields: Record<string, string>,
  codeField: string | null,
): Record<string, string> {
  if (codeField === null || !Object.hasOwn(fields, codeField)) return fields;
  const { [codeField]: _code, ...shown } = fields;
  return shown;
}

export function enrolFields(template: TemplateResponse): EnrolField[] {
  const used = placeholdersOf(template);
  const codeField = accessCodeField(template);
  const declared = (template.dynamicFields ?? []).filter((name) => !SERVICE_FILLED.has(name));
  return (declared.length > 0 ? declared : FALLBACK_FIELDS).map((name) => {
    const kind = kindOf(name, codeField);
    return {
      name,
      label: fieldLabel(name),
      kind,
      required: used.has(name),
      maxLength: kind === 'code' ? ACCESS_CODE_MAX : MEMBER_VALUE_MAX,
    };
  });
}

function fieldSchema(
  field: EnrolField,
  phoneCountry: string | null,
): z.ZodType<string | undefined> {
  const text = z.string().trim().max(field.maxLength, { error: 'members.enrol.tooLong' });
  const checked =
    field.kind === 'phone'
      ? text.transform((value, ctx) => {
          if (value === '') return value;
          const phone = readPhone(value, phoneCountry);
          if (phone.ok) return phone.e164;
          ctx.addIssue({
            code: 'custom',
            message: phone.problem,
            params: phone.country === undefined ? {} : { country: phone.country },
          });
          return z.NEVER;
        })
      : field.kind === 'email'
        ? text.toLowerCase().refine((value) => value === '' || z.email().safeParse(value).success, {
            error: 'members.enrol.email',
          })
        : text;
  const present = checked.refine((value) => !field.required || value !== '', {
    error: 'members.enrol.required',
  });
  return z
    .string({ error: 'members.enrol.notText' })
    .optional()
    .transform((value) => value ?? '')
    .pipe(present)
    .transform((value) => (value === '' ? undefined : value));
}

/**
 * The values to send for these fields: trimmed, normalised (phone numbers in E.164, those typed
 * without + read as `phoneCountry`'s), empty optional ones left out.
 */
export function enrolSchema(fields: readonly EnrolField[], phoneCountry: string | null) {
  const shape = Object.fromEntries(
    fields.map((field) => [field.name, fieldSchema(field, phoneCountry)]),
  );
  return z
    .strictObject(shape, {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? 'members.enrol.unknownField' : undefined,
    })
    .transform((values) => {
      const kept: Record<string, string> = {};
      for (const [name, value] of Object.entries(values)) {
        if (typeof value === 'string') kept[name] = value;
      }
      return kept;
    })
    .refine((values) => Object.keys(values).length > 0, {
      error: 'members.enrol.nothingFilled',
    });
}
