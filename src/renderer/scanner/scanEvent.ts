// What every way of scanning hands the counter: the camera, a USB scanner, or typed by hand.
import type { EngineName, ScanFormat } from './decode/frame';

export type ScanSource = 'camera' | 'wedge' | 'manual';

export interface ScanEvent {
  readonly text: string;
  readonly source: ScanSource;
  /** The symbology, when the camera read it. */
  readonly format?: ScanFormat;
  /** The engine that read it, when the camera did. */
  readonly engine?: EngineName;
  /** The camera's retry that read it (`rotate 4°`, `global threshold`); null when read as captured. */
  readonly retry?: string | null;
}

export type OnScan = (scan: ScanEvent) => void;
