// The accounts a service starts with, as `--accounts accounts.json` or `accounts` give them.
import { z } from 'zod';
import { FREE_CREDITS_MAX } from '@shared/api';

export const accountSeed = z
  .object({
    apiKey: z.string().trim().min(1, 'apiKey must not be empty'),
    freeCredits: z
      .number()
      .int('freeCredits must be a whole number')
      .min(0, 'freeCredits must not be negative')
      .max(FREE_CREDITS_MAX, `freeCredits must be at most ${FREE_CREDITS_MAX}`),
    premiumCredits: z
      .number()
      .int('premiumCredits must be a whole number')
      .min(0, 'premiumCredits must not be negative'),
  })
  .strict();

export const accountSeeds = z
  .array(accountSeed)
  .refine((list) => new Set(list.map((a) => a.apiKey)).size === list.length, {
    message: 'each apiKey may appear only once',
  });
