// The system Chromium and the flags every test browser runs with (no background traffic), and
// the ways to launch it with flags of its own (a fake camera).
import { chromium, type Browser } from '@playwright/test';

export const CHROMIUM_PATH = process.env['PASSDESK_CHROMIUM'] ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

/** All the flags for a Chromium whose webcam plays a .y4m file, the permission prompt answered. */
export function fakeCameraArgs(videoPath: string): string[] {
  return [
    ...CHROMIUM_ARGS,
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${videoPath}`,
  ];
}

/** Launches the system Chromium with the common flags and any extra ones. */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}
