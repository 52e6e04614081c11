// The credit balance as last read from the service, with the time it was read.
import { creditsResponse } from '@shared/api';
import { creditsView, type CreditsView } from '@shared/ipc/views';
import { z } from 'zod';
import type { CacheMeta } from '../db/cacheMeta';

const storedCredits = z.object({ credits: creditsResponse, readAt: z.string() });

export class CreditsCache {
  constructor(private readonly meta: CacheMeta) {}

  read(stale: boolean): CreditsView | null {
    const value = this.meta.get('credits', storedCredits);
    return value ? creditsView.parse({ ...value, stale }) : null;
  }

  store(credits: z.infer<typeof creditsResponse>, readAt: string): CreditsView {
    this.meta.set('credits', { credits, readAt });
    return { credits, readAt, stale: false };
  }
}
