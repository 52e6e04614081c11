// Reads the program's members from the service (assumed List Users), for names and counts.
import { z } from 'zod';
import type { Member } from '@shared/api';
import type { WalletApi } from '../api';
import type { CacheMeta } from '../db/cacheMeta';
import type { Members } from './members';
import type { DeferredSync } from '../db/deferredSync';
import { Slicer } from '../db/slicer';

/** A reading older than this is not trusted as a baseline (another station may have moved on). */
const BASELINE_FRESH_MS = 60_000;
/** How old the kept member list may grow before a search reads it again in the background. */
export const LIST_FRESH_MS = 5 * 60_000;

const LIST_RETRY_MS = 30_000;
/** Members written and indexed per transaction when a reading is kept. */
const WRITE_PART = 25;
/** Members written between two turns of the event loop at most. */
export const SLICE_MEMBERS = 100;

const listedAtKey = (dynamicPassId: string) => `listedAt:${dynamicPassId}`;

export class Directory {
  private reading: Promise<Map<string, Member>> | null = null;
  private firstPart: Promise<void> = Promise.resolve();
  private last: { at: number; members: Map<string, Member> } | null = null;
  private lastTriedAt = -Infinity;
  /** Each part of a reading, inside the transaction that keeps it (shared with the store). */
  onReading: ((dynamicPassId: string, part: Member[], readAt: string) => void) | null = null;

  constructor(
    private readonly api: WalletApi | null,
    private readonly commits: DeferredSync,
    private readonly meta: CacheMeta,
    private readonly members: Members,
    private readonly now: () => Date,
  ) {}

  /** The program's member group, when a reading of the groups found it before. */
  knownGroupOf(dynamicPassId: string): string | null {
    return this.meta.get(`group:${dynamicPassId}`, z.string());
  }

  private async groupOf(api: WalletApi, dynamicPassId: string): Promise<string | null> {
    const key = `group:${dynamicPassId}`;
    const cached = this.knownGroupOf(dynamicPassId);
    if (cached) return cached;
    const groups = await api.listGroups();
    const groupId = groups.find((g) => g.dynamicPassId === dynamicPassId)?.groupId ?? null;
    if (groupId) this.meta.set(key, groupId);
    return groupId;
  }

  /**
   * One reading at a time; callers arriving meanwhile share it. Names and counts are kept page by
   * page as the service sends them, so a search finds the newest members while the rest are read.
   */
  refresh(dynamicPassId: string): Promise<Map<string, Member>> {
    const api = this.api;
    if (!api) return Promise.resolve(new Map());
    if (this.reading) return this.reading;
    let firstKept!: () => void;
    this.firstPart = new Promise<void>((resolve) => (firstKept = resolve));
    this.reading = (async () => {
      const readAt = this.now().toISOString();
      const members = new Map<string, Member>();
      const remember = this.commits.db.transaction((part: Member[]) => {
        for (const u of part) {
          members.set(u.customerId, u);
          this.members.rememberFromDirectory(
            dynamicPassId,
            u.customerId,
            u.cardId,
            u.dynamicFields,
            u.count,
            readAt,
            u.stateType === 'EXPIRED',
          );
        }
        this.onReading?.(dynamicPassId, part, readAt);
      });
      // In short transactions, with a turn of the event loop after each slice: a long list must
      // not hold up the counter's calls while it is written. Cut off part way (the station
      // stops), the list is not marked read: the next reading writes again only the members not
      // yet written. Each part is flushed to disk off the event loop (`DeferredSync`); the mark
      // of a reading is a full commit after them, so it is on disk only with them, and fails if
      // their flush did.
      const slices = new Slicer(SLICE_MEMBERS);
      let kept = 0;
      const keep = async (users: Member[]) => {
        for (let at = 0; at < users.length; at += WRITE_PART) {
          const part = users.slice(at, at + WRITE_PART);
          void this.commits.commit(() => remember(part)).durable.catch(() => undefined);
          if (kept === 0) firstKept();
          kept += part.length;
          await slices.step(part.length);
        }
      };
      const groupId = await this.groupOf(api, dynamicPassId);
      const users = groupId ? await api.listUsers(groupId, undefined, keep) : [];
      // Whatever no page handed over is kept now.
      await keep(users.slice(kept));
      this.meta.set(listedAtKey(dynamicPassId), readAt);
      this.last = { at: Date.parse(readAt), members };
      return members;
    })().finally(() => {
      this.reading = null;
      firstKept();
    });
    return this.reading;
  }

  /**
   * Resolves once the reading under way has kept its first part (or ended): from then on the
   * station has members to answer a search from, and the rest arrive while it does.
   */
  firstPartKept(): Promise<void> {
    return this.reading ? this.firstPart : Promise.resolve();
  }

  /** Members erased: not in the recent reading a first +1's count is taken from. */
  forget(customerIds: readonly string[]): void {
    for (const id of customerIds) this.last?.members.delete(id);
  }

  /** When the kept member list of a program was last read whole, or null if never. */
  listedAt(dynamicPassId: string): string | null {
    return this.meta.get(listedAtKey(dynamicPassId), z.string());
  }

  /** Reads the list again in the background when older than `LIST_FRESH_MS`; the reading, if any. */
  refreshIfStale(dynamicPassId: string): Promise<unknown> | null {
    const now = this.now().getTime();
    const at = this.listedAt(dynamicPassId);
    if (at !== null && now - Date.parse(at) < LIST_FRESH_MS) return null;
    // A search runs on every keystroke: a failed reading is not tried again at each one.
    if (now - this.lastTriedAt < LIST_RETRY_MS) return this.reading;
    this.lastTriedAt = now;
    return this.refresh(dynamicPassId).catch(() => undefined);
  }

  /** The service's count of a member, from a recent reading or a new one. */
  async countOf(dynamicPassId: string, customerId: string): Promise<number | null> {
    const fresh = this.last && this.now().getTime() - this.last.at < BASELINE_FRESH_MS;
    const members =
      fresh && this.last!.members.has(customerId)
        ? this.last!.members
        : await this.refresh(dynamicPassId);
    return members.get(customerId)?.count ?? null;
  }
}
