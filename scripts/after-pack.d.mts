// Types for the afterPack hook, so tests can import its pure parts.
import type { FuseConfig } from '@electron/fuses';

export function passdeskFuses(platform: string): FuseConfig;
export function packedExecutable(options: {
  appOutDir: string;
  platform: string;
  productFilename: string;
  executableName: string;
}): string;
export default function afterPack(context: unknown): Promise<void>;
