// The system Chromium and the flags every test browser runs with (no background traffic).
export const CHROMIUM_PATH = process.env['PASSDESK_CHROMIUM'] ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

/** Flags that make Chromium's webcam play a .y4m file, with the permission prompt answered. */
export function fakeCameraArgs(videoPath: string): string[] {
  return [
    ...CHROMIUM_ARGS,
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${videoPath}`,
  ];
}
