// The station's program icon is kept as soon as the program is read or chosen, so the counter
// draws its stamp card offline from the first day.
import type { ProgramView } from '@shared/ipc/views';
import type { RemoteImages } from './remoteImages';

/** The program's own stamp icon, when it has one (a text counter or a built-in icon has none). */
export function programIconUrl(program: ProgramView | null): string | null {
  if (program?.loyalty.loyaltyType !== 'STAMP') return null;
  return program.loyalty.stampCounter.customStampIcon ?? null;
}

export function keepProgramIcon(images: RemoteImages, program: ProgramView | null): void {
  const url = programIconUrl(program);
  if (url) images.prefetch(url);
}
