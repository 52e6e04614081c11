// The manager's flows through the core against the embedded service: templates, drafts with
// conflicts, loyalty updates that stay loyalty, batch progress, archive, credits and the journal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PATHS, LOYALTY_CARD_SUBTYPE, type TemplateResponse } from '@shared/api';
import type { BatchView, OutboxItemView } from '@shared/ipc/views';
import { AppError } from '@shared/ipc/errors';
import { startStation, startWorld, until, type Station, type World } from './world';

let world: World;
let station: Station;
const batches: BatchView[] = [];

beforeAll(async () => {
  world = await startWorld();
  station = await startStation(world);
  station.core.events.on('batch.progress', (b) => batches.push(b));
});
afterAll(async () => {
  await station.close();
  await world.close();
});

const h = () => station.core.handlers;

async function synced(itemId: string): Promise<OutboxItemView> {
  return until(async () => {
    const { items } = await h()['queue.list']({
      states: ['synced', 'failed', 'needsReview'],
      limit: 1000,
    });
    return items.find((i) => i.id === itemId) ?? null;
  }, `item ${itemId} to settle`);
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('templates and drafts', () => {
  let dynamicPassId: string;
  let groupId: string;

  it('creates a template through the outbox and lists it', async () => {
    const { item } = await h()['templates.create']({
      body: {
        name: 'Member pass',
        dynamicFields: ['name'],
        templateData: {
          cardTitle: 'Members',
          header: 'Hello {name}',
          hexBackgroundColor: '#123456',
        },
      },
    });
    const done = await synced(item.id);
    expect(done.state).toBe('synced');
    ({ dynamicPassId, groupId } = done.result as { dynamicPassId: string; groupId: string });
    const list = await until(async () => {
      const l = await h()['templates.list']({ refresh: false });
      return l.items.some((t) => t.dynamicPassId === dynamicPassId) ? l : null;
    }, 'the list to show the new template');
    expect(list.items.find((t) => t.dynamicPassId === dynamicPassId)).toMatchObject({
      name: 'Member pass',
      kind: 'dynamic',
    });
  });

  it('publishes a draft and follows the re-render batch to the end', async () => {
    await world.call('POST', API_PATHS.addUser(groupId), { dynamicFields: { name: 'Ana' } });
    await world.call('POST', API_PATHS.addUser(groupId), { dynamicFields: { name: 'Bo' } });
    const draft = await h()['drafts.start']({ dynamicPassId });
    expect(draft.baseHash).toMatch(/^[0-9a-f]{64}$/);
    const data = structuredClone(draft.data) as { templateData: Record<string, unknown> };
    data.templateData['header'] = 'Welcome {name}';
    await h()['drafts.save']({ id: draft.id, name: draft.name, data });
    const published = await h()['drafts.publish']({ id: draft.id });
    expect(published.outcome).toBe('queued');
    if (published.outcome !== 'queued') return;
    const done = await synced(published.item.id);
    const { batchId } = done.result as { batchId: string };
    expect(batchId).toBeTruthy();
    await until(
      () => batches.some((b) => b.batchId === batchId && b.status === 'completed'),
      'the batch',
    );
    const last = await h()['batches.get']({ batchId });
    expect(last).toMatchObject({ status: 'completed', total: 2, processed: 2, dynamicPassId });
    const server = await world.call<TemplateResponse>('GET', API_PATHS.template(dynamicPassId));
    expect(server.header).toBe('Welcome {name}');
    await until(
      async () => (await h()['drafts.list']({})).drafts.every((d) => d.id !== draft.id),
      'the draft to go',
    );
  });

  it('resumes the open draft when a template is opened again, edits and all', async () => {
    const first = await h()['drafts.start']({ dynamicPassId });
    await h()['drafts.save']({
      id: first.id,
      name: first.name,
      data: { ...first.data, description: 'half-way through an edit' },
    });
    const again = await h()['drafts.start']({ dynamicPassId });
    expect(again.id).toBe(first.id);
    expect(again.data['description']).toBe('half-way through an edit');
    const drafts = (await h()['drafts.list']({})).drafts.filter(
      (d) => d.dynamicPassId === dynamicPassId,
    );
    expect(drafts).toHaveLength(1);
    await h()['drafts.discard']({ id: first.id });
  });

  it('reports a conflict instead of overwriting a newer server version, then lets the manager choose', async () => {
    const kept = await h()['drafts.start']({ dynamicPassId });
    await world.call('PUT', API_PATHS.template(dynamicPassId), {
      templateData: { subheader: 'Changed elsewhere' },
    });
    const answer = await h()['drafts.publish']({ id: kept.id });
    expect(answer.outcome).toBe('conflict');
    if (answer.outcome !== 'conflict') return;
    expect(answer.server.subheader).toBe('Changed elsewhere');
    expect(answer.draft.id).toBe(kept.id);
    // Keeping the service's version drops the draft and changes nothing there.
    expect(await h()['drafts.publish']({ id: kept.id, resolution: 'theirs' })).toEqual({
      outcome: 'dropped',
    });

    const forced = await h()['drafts.start']({ dynamicPassId });
    expect(forced.id).not.toBe(kept.id);
    await world.call('PUT', API_PATHS.template(dynamicPassId), {
      templateData: { subheader: 'Changed again' },
    });
    expect((await h()['drafts.publish']({ id: forced.id })).outcome).toBe('conflict');
    const queued = await h()['drafts.publish']({ id: forced.id, resolution: 'mine' });
    expect(queued.outcome).toBe('queued');
  });

  it('keeps a loyalty program a loyalty program, and refuses artwork changes', async () => {
    const draft = await h()['drafts.start']({ dynamicPassId: world.programId });
    expect(draft.kind).toBe('loyalty');
    const data = structuredClone(draft.data) as { templateData: Record<string, unknown> };
    data.templateData['header'] = 'Ten coffees, one free';
    delete data.templateData['cardSubType'];
    delete data.templateData['loyaltyProgressData'];
    await h()['drafts.save']({ id: draft.id, name: draft.name, data });
    const published = await h()['drafts.publish']({ id: draft.id });
    if (published.outcome !== 'queued') throw new Error(published.outcome);
    expect((await synced(published.item.id)).state).toBe('synced');
    const server = await world.call<TemplateResponse>('GET', API_PATHS.template(world.programId));
    expect(server.header).toBe('Ten coffees, one free');
    expect(server.cardSubType).toBe(LOYALTY_CARD_SUBTYPE);
    expect(
      (server.loyaltyProgressData as { stampCounter: { maxStampCount: number } }).stampCounter
        .maxStampCount,
    ).toBe(50);

    const bigger = await h()['drafts.start']({ dynamicPassId: world.programId });
    const edit = structuredClone(bigger.data) as {
      templateData: { loyaltyProgressData: { stampCounter: { maxStampCount: number } } };
    };
    edit.templateData.loyaltyProgressData.stampCounter.maxStampCount = 12;
    await h()['drafts.save']({ id: bigger.id, name: bigger.name, data: edit });
    const refused = await refusal(h()['drafts.publish']({ id: bigger.id }));
    expect(refused.kind).toBe('invalid');
    expect(refused.message).toMatch(/4\.4 rule 5/);
  });

  it('starts a new program from a copy, without the old images', async () => {
    const copy = await h()['drafts.start']({ kind: 'loyalty', copyOf: world.programId });
    expect(copy.dynamicPassId).toBeNull();
    expect(JSON.stringify(copy.data)).not.toContain('countBasedImageUrls');
    expect(copy.data['cardSubType']).toBe(LOYALTY_CARD_SUBTYPE);
  });
});

describe('passes, credits and the journal', () => {
  it('archives a pass, and explains a missing one', async () => {
    const added = await world.call<{ cardId: string }>('POST', API_PATHS.addUser(world.groupId), {
      dynamicFields: { name: 'Leaving' },
    });
    const { item } = await h()['passes.archive']({ cardId: added.cardId });
    expect((await synced(item.id)).state).toBe('synced');
    const missing = await h()['passes.archive']({ cardId: 'a'.repeat(24) });
    const failed = await synced(missing.item.id);
    expect(failed.state).toBe('failed');
    expect(failed.lastError?.kind).toBe('notFound');
  });

  it('reads credits with the time they were read', async () => {
    const credits = await h()['credits.get']({ refresh: true });
    expect(credits?.credits.premiumCredits).toBeGreaterThan(0);
    expect(credits?.stale).toBe(false);
    expect(Date.parse(credits!.readAt)).not.toBeNaN();
  });

  it('journals every action and exports it as CSV', async () => {
    const { entries } = await h()['journal.list']({ limit: 500 });
    expect(entries.some((e) => e.action === 'archivePass' && e.outcome === 'saved')).toBe(true);
    expect(entries.some((e) => e.outcome === 'failed')).toBe(true);
    const { filename, csv } = await h()['journal.exportCsv']({});
    expect(filename).toMatch(/^passdesk-journal-.*\.csv$/);
    expect(csv.split('\r\n')[0]).toBe(
      'at,serviceTime,action,outcome,itemId,memberId,memberName,station,role,staff,detail,reason',
    );
    expect(csv.split('\r\n').length).toBeGreaterThan(entries.length);
  });
});
