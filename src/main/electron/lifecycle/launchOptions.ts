// How this launch should behave, from the command line, the environment and the shell's own
// settings file (kiosk mode for a counter PC).
import { z } from 'zod';

export const shellSettingsSchema = z
  .object({
    /** Fullscreen, no window frame, no menu: a counter PC runs nothing else. */
    kiosk: z.boolean().default(false),
    /** Extra origins the renderer may load images from, e.g. a store's own image server. */
    imageOrigins: z.array(z.string()).max(10).default([]),
    /** Stamp icons from public https addresses; off keeps the page off the network entirely. */
    remoteImages: z.boolean().default(true),
  })
  .strict();
export type ShellSettings = z.infer<typeof shellSettingsSchema>;

export interface LaunchOptions {
  kiosk: boolean;
  imageOrigins: string[];
  remoteImages: boolean;
  /** Problems found in the settings file; logged, and defaults used instead. */
  warnings: string[];
}

export function resolveLaunchOptions(input: {
  argv: readonly string[];
  env: Readonly<Record<string, string | undefined>>;
  /** The parsed JSON of the settings file, or undefined when there is none. */
  settingsFile: unknown;
}): LaunchOptions {
  const warnings: string[] = [];
  let settings: ShellSettings = { kiosk: false, imageOrigins: [], remoteImages: true };
  if (input.settingsFile !== undefined) {
    const parsed = shellSettingsSchema.safeParse(input.settingsFile);
    if (parsed.success) settings = parsed.data;
    else
      warnings.push(
        `shell settings ignored: ${parsed.error.issues.map((i) => i.message).join('; ')}`,
      );
  }
  const flag = input.argv.includes('--kiosk')
    ? true
    : input.argv.includes('--no-kiosk')
      ? false
      : null;
  const env = input.env.PASSDESK_KIOSK;
  const fromEnv =
    env === '1' || env === 'true' ? true : env === '0' || env === 'false' ? false : null;
  return {
    kiosk: flag ?? fromEnv ?? settings.kiosk,
    imageOrigins: settings.imageOrigins,
    remoteImages: settings.remoteImages,
    warnings,
  };
}
