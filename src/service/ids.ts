// Identifiers as the real service issues them: 24 lowercase hex characters.
import { randomBytes } from 'node:crypto';

export const newId = (): string => randomBytes(12).toString('hex');

export const nowIso = (): string => new Date().toISOString();
