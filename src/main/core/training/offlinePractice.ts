// Training's "Practise offline": the station cut from its embedded service, so a trainee meets
// a real outage (failed calls, check-ins waiting, the queue draining once the line is back).
import { failure } from '@shared/i18n/failure';
import type { Mode } from '../mode';

/**
 * Kept in memory only: a drill ends with the program, so a restart can never leave a station
 * cut off from its service without anyone having asked for it that day.
 */
export class OfflinePractice {
  private practising = false;

  constructor(private readonly mode: () => Mode) {}

  /** Whether the service's requests are refused now: only ever while in training mode. */
  get cut(): boolean {
    return this.practising && this.mode() === 'training';
  }

  set(on: boolean): void {
    if (on && this.mode() !== 'training') {
      throw failure('forbidden', 'store.training.practiseNeedsTraining');
    }
    this.practising = on;
  }
}
