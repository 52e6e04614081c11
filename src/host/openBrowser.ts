// Opens the station's page in the person's browser, when this machine has one to show.
import { spawn } from 'node:child_process';

export function openBrowser(url: string): boolean {
  const command =
    process.platform === 'darwin'
      ? ['open', url]
      : process.platform === 'win32'
        ? ['cmd', '/c', 'start', '""', url]
        : process.env['DISPLAY'] || process.env['WAYLAND_DISPLAY']
          ? ['xdg-open', url]
          : null;
  if (!command) return false;
  try {
    const child = spawn(command[0]!, command.slice(1), { detached: true, stdio: 'ignore' });
    child.on('error', () => {});
    child.unref();
    return true;
  } catch {
    return false;
  }
}
