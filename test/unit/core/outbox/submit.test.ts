// Every change a person submits is stored, then reported at once: its item and the queue's status.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxItemView, SyncStatus } from '@shared/ipc/views';
import { startCore, until, type TestCore } from '../harness';

let t: TestCore;
let items: OutboxItemView[];
let statuses: SyncStatus[];

// No key and no training service: nothing is sent, so every report comes from the submit itself.
beforeEach(async () => {
  t = await startCore('http://127.0.0.1:9', null);
  items = [];
  statuses = [];
  t.core.events.on('queue.item', (item) => items.push(item));
  t.core.events.on('sync.status', (status) => statuses.push(status));
});
afterEach(() => t.close());

const h = () => t.core.handlers;

async function reported(itemId: string, pending: number): Promise<void> {
  await until(() => items.some((item) => item.id === itemId), `the item ${itemId}`, 5_000);
  const status = await until(
    () => statuses.find((s) => s.pending === pending) ?? null,
    `a status counting ${pending} pending`,
    5_000,
  );
  expect(status.paused?.reason).toBe('noKey');
}

describe('submitting a change', () => {
  it('reports the item and the status of a published draft of a new template', async () => {
    const draft = await h()['drafts.start']({ kind: 'dynamic' });
    await h()['drafts.save']({
      id: draft.id,
      name: 'Member pass',
      data: {
        name: 'Member pass',
        dynamicFields: ['name'],
        templateData: { cardTitle: 'Members', header: 'Hello {name}' },
      },
    });
    const published = await h()['drafts.publish']({ id: draft.id });
    expect(published.outcome).toBe('queued');
    if (published.outcome !== 'queued') return;
    await reported(published.item.id, 1);
  });

  it('reports the item and the status of a check-in and of an archive', async () => {
    const { item } = await h()['counter.checkIn']({
      customerId: 'm1',
      action: { kind: 'increment' },
    });
    await reported(item.id, 1);
    const archive = await h()['passes.archive']({ cardId: 'c'.repeat(24) });
    await reported(archive.item.id, 2);
  });
});
