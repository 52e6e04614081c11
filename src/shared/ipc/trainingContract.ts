// The channels of training mode's drills, kept beside the contract that spreads them in.
import { z } from 'zod';
import { settingsView } from './views';

export const trainingChannels = {
  /**
   * Cuts the training station from its embedded service (`on: true`) or restores it; refused on
   * a live station. Open to cashiers and managers, as practice touches no real member; the
   * customer display may not call it (`DISPLAY_CHANNELS`).
   */
  'training.practiseOffline': {
    request: z.object({ on: z.boolean() }).strict(),
    response: settingsView,
  },
} as const;
