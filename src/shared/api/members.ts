// Endpoints the spec names without detail (4.10). Their shapes are this project's assumptions,
// listed in src/service/README.md; the client keeps its use of them in one module.
import { z } from 'zod';
import { CHECK_IN_KINDS } from './checkIn';
import { OBJECT_ID_PATTERN } from './ids';
import { DYNAMIC_FIELDS_MAX, MEMBER_VALUE_MAX } from './limits';
import { STATE_TYPES, dynamicFieldName, templateResponse } from './template';

/** A member's values: strings (they fill `{name}` in the pass's strings, spec 2.4). */
export const addUserRequest = z.object({
  dynamicFields: z
    .record(
      dynamicFieldName,
      z
        .string({ error: 'each value must be a string' })
        .max(MEMBER_VALUE_MAX, `each value must be at most ${MEMBER_VALUE_MAX} characters`),
    )
    .refine(
      (fields) => Object.keys(fields).length <= DYNAMIC_FIELDS_MAX,
      `a member has at most ${DYNAMIC_FIELDS_MAX} dynamicFields`,
    ),
});
export type AddUserRequest = z.infer<typeof addUserRequest>;

export const addUserResponse = z.object({ customerId: z.string(), cardId: z.string() });
export type AddUserResponse = z.infer<typeof addUserResponse>;

/** Update User: the member's values as they are to be (the ones not named are dropped). */
export const updateUserRequest = addUserRequest;
export type UpdateUserRequest = z.infer<typeof updateUserRequest>;
export const updateUserResponse = addUserResponse;
/** Delete User: the member's values and pass are erased on the service. */
export const deleteUserResponse = z.object({ message: z.string(), customerId: z.string() });
export type DeleteUserResponse = z.infer<typeof deleteUserResponse>;

export const member = z.object({
  customerId: z.string(),
  cardId: z.string(),
  dynamicFields: z.record(z.string(), z.string()),
  stateType: z.enum(STATE_TYPES),
  /** The loyalty count, on loyalty programs only. */
  count: z.number().int().optional(),
});
export type Member = z.infer<typeof member>;
export const listUsersResponse = z.array(member);

/** List Users answers at most this many members a page (and this many when no limit is sent). */
export const USERS_PAGE_MAX = 1000;
const pageNumber = (name: string, min: number, max: number, what: string) =>
  z
    .string({ error: `${name} must be sent once, as text` })
    .regex(/^\d{1,9}$/, `${name} must be a whole number from ${min} to ${max}${what}`)
    .transform(Number)
    .refine((n) => n >= min && n <= max, {
      error: `${name} must be a whole number from ${min} to ${max}${what}`,
    });

/** `?offset=&limit=` of List Users: the members after the first `offset`, in the order added. */
export const listUsersQuery = z
  .object({
    offset: pageNumber('offset', 0, 100_000_000, ' (members to skip)').optional(),
    limit: pageNumber('limit', 1, USERS_PAGE_MAX, ' (members a page)').optional(),
  })
  .strict();

export const userGroup = z.object({ groupId: z.string(), dynamicPassId: z.string() });
export type UserGroup = z.infer<typeof userGroup>;
export const listUserGroupsResponse = z.array(userGroup);

export const passResponse = z.object({
  cardId: z.string(),
  customerId: z.string(),
  dynamicPassId: z.string(),
  stateType: z.enum(STATE_TYPES),
  count: z.number().int().optional(),
  /** The template with this member's values filled in. */
  pass: templateResponse,
});
export type PassResponse = z.infer<typeof passResponse>;

export const activityEntry = z.object({
  customerId: z.string(),
  kind: z.enum(CHECK_IN_KINDS),
  previousCount: z.number(),
  updatedCount: z.number(),
  at: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntry>;
export const activityLogResponse = z.array(activityEntry);

/** `?customerId=` of the activity log: one member's entries, or the whole account's when empty. */
export const activityLogQuery = z.object({
  customerId: z
    .string({ error: 'customerId must be sent once, as text' })
    .trim()
    .refine(
      (id) => id === '' || OBJECT_ID_PATTERN.test(id),
      'customerId must be 24 lowercase hexadecimal characters',
    )
    .optional(),
});
