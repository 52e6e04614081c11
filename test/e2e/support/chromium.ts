// The system Chromium and the flags every test browser runs with (no background traffic), and
// a launcher for tests that need flags of their own (a fake camera).
import { chromium, type Browser } from '@playwright/test';

export const chromiumPath = process.env['PASSDESK_CHROMIUM'] ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, ...extraArgs] });
}
