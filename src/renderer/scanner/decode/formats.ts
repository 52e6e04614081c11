// Maps each engine's names for symbologies onto PassDesk's four.
import type { ScanFormat } from './frame';

/** zxing-cpp reports variants (`QRCodeModel2`, `CompactPDF417`, `AztecCode`); fold them. */
export function formatFromZxing(name: string): ScanFormat | null {
  if (name.startsWith('QRCode')) return 'QRCode';
  if (name.includes('PDF417')) return 'PDF417';
  if (name.startsWith('Aztec')) return 'Aztec';
  if (name === 'Code128') return 'Code128';
  return null;
}
