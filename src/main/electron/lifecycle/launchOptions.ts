// How this launch should behave, from the command line, the environment and the shell's own
// settings file (kiosk mode for a counter PC).
/* eslint-disable i18n/person-facing-text -- its warnings go to the log for whoever configures the shell, not to the till */
import { issueInEnglish } from '@shared/ipc/invalid';
import { z } from 'zod';
import { lanArgsFromArgv, type LanArgs } from '../../core/store/launchArgs';

const httpOrigin = z
  .string()
  .refine((value) => {
    try {
      const url = new URL(value);
      return /^https?:$/.test(url.protocol) && `${url.origin}` === value.replace(/\/$/, '');
    } catch {
      return false;
    }
  }, 'an image origin is a bare http(s) origin such as http://192.168.1.20:8080')
  .transform((value) => new URL(value).origin);

export const shellSettingsSchema = z
  .object({
    /** Fullscreen, no window frame, no menu: a counter PC runs nothing else. */
    kiosk: z.boolean().default(false),
    /**
     * Origins on this computer or the store's network main may fetch images from (a store's own
     * image server); public https addresses need no listing.
     */
    imageOrigins: z.array(httpOrigin).max(10).default([]),
    /** No longer used: remote images always come through main. Accepted so old files still load. */
    remoteImages: z.boolean().optional(),
  })
  .strict();
export type ShellSettings = z.infer<typeof shellSettingsSchema>;

export interface LaunchOptions {
  kiosk: boolean;
  imageOrigins: string[];
  /** The link to the store's other stations: `--peer host:port` (repeatable) and `--lan-port N`. */
  lan: LanArgs;
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
  let settings: ShellSettings = { kiosk: false, imageOrigins: [] };
  if (input.settingsFile !== undefined) {
    const parsed = shellSettingsSchema.safeParse(input.settingsFile);
    if (parsed.success) {
      settings = parsed.data;
      if (settings.remoteImages !== undefined) {
        warnings.push(
          'shell setting "remoteImages" is no longer used: images always come through the app itself',
        );
      }
    } else
      warnings.push(
        `shell settings ignored: ${parsed.error.issues.map(issueInEnglish).join('; ')}`,
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
  const { warnings: lanWarnings, ...lan } = lanArgsFromArgv(input.argv);
  return {
    kiosk: flag ?? fromEnv ?? settings.kiosk,
    imageOrigins: settings.imageOrigins,
    lan,
    warnings: [...warnings, ...lanWarnings],
  };
}
