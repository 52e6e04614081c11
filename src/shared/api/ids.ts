// Identifier formats used by the wallet-pass service.
import { z } from 'zod';

/** Ids are 24 lowercase hex characters, as the real service issues them. */
export const OBJECT_ID_PATTERN = /^[0-9a-f]{24}$/;

export const objectId = z
  .string()
  .regex(OBJECT_ID_PATTERN, 'must be 24 lowercase hexadecimal characters');

export const isObjectId = (value: string): boolean => OBJECT_ID_PATTERN.test(value);
