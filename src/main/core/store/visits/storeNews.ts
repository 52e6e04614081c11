// Tells the pages the store changed (a conflict found or decided), with its status as it is then.
// One per station: made with the station, its status source given by the store's handlers.
import type { StoreStatus } from '@shared/ipc/storeContract';
import type { CoreEvents } from '../../events';

export class StoreNews {
  private status: (() => Promise<StoreStatus>) | null = null;

  constructor(private readonly events: CoreEvents) {}

  /** Where the store's status comes from: the link's store.status handler. */
  statusFrom(status: () => Promise<StoreStatus>): void {
    this.status = status;
  }

  async changed(): Promise<void> {
    if (!this.status || !this.events.has('store.changed')) return;
    this.events.emit('store.changed', await this.status());
  }
}
