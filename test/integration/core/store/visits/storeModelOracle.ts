// What the store's changes should give, kept beside the tills by the model test: each change with
// what its till knew when it was made (its causal past), the parts the store is split into, and
// the counts and conflicts that follows.
import type { CheckInAction } from '@shared/ipc/views';

export interface Change {
  id: number;
  itemId: string;
  till: number;
  customerId: string;
  effect: { op: 'add'; by: number } | { op: 'set'; to: number };
  /** Every change its till knew of when it was made. */
  past: ReadonlySet<number>;
  /** A redemption's latest redemption known to its till. */
  prior: number | null;
  redemption: boolean;
  /** Taken back before it was sent: it never happened. */
  dropped: boolean;
}

export class StoreModel {
  private readonly changes: Change[] = [];
  private readonly knows: Set<number>[];
  private parts: number[][];
  /** Each till's latest stamp of each member, while it is the member's latest item there. */
  private readonly stamps = new Map<string, Change>();
  private readonly starts = new Map<string, number>();

  constructor(tills: number, members: readonly string[], starts: readonly number[]) {
    this.knows = Array.from({ length: tills }, () => new Set<number>());
    this.parts = [Array.from({ length: tills }, (_, index) => index)];
    members.forEach((customerId, index) => this.starts.set(customerId, starts[index]!));
  }

  private add(change: Omit<Change, 'id' | 'past' | 'prior' | 'dropped'>): Change {
    const known = this.knows[change.till]!;
    const prior = change.redemption
      ? (this.changes
          .filter((c) => c.redemption && c.customerId === change.customerId && known.has(c.id))
          .at(-1)?.id ?? null)
      : null;
    const made: Change = {
      ...change,
      id: this.changes.length,
      past: new Set(known),
      prior,
      dropped: false,
    };
    this.changes.push(made);
    known.add(made.id);
    this.spread(change.till);
    return made;
  }

  made(till: number, customerId: string, itemId: string, action: CheckInAction): void {
    const effect =
      action.kind === 'increment'
        ? ({ op: 'add', by: 1 } as const)
        : ({ op: 'set', to: action.kind === 'set' ? action.count : 0 } as const);
    const change = this.add({
      itemId,
      till,
      customerId,
      effect,
      redemption: action.kind === 'reset',
    });
    if (action.kind === 'increment') this.stamps.set(`${till}|${customerId}`, change);
    else this.stamps.delete(`${till}|${customerId}`);
  }

  lastStamp(till: number, customerId: string): Change | null {
    return this.stamps.get(`${till}|${customerId}`) ?? null;
  }

  /** A stamp undone: discarded unsent, or taken back by a change of its own. */
  undone(till: number, stamp: Change, discarded: boolean): void {
    this.stamps.delete(`${till}|${stamp.customerId}`);
    if (discarded) stamp.dropped = true;
    else {
      this.add({
        itemId: '',
        till,
        customerId: stamp.customerId,
        effect: { op: 'add', by: -1 },
        redemption: false,
      });
    }
  }

  /** Tills in one part hold one document: what one knows, all know. */
  private spread(till: number): void {
    const part = this.parts.find((p) => p.includes(till)) ?? [till];
    const union = new Set(part.flatMap((index) => [...this.knows[index]!]));
    for (const index of part) this.knows[index] = new Set(union);
  }

  split(parts: number[][]): void {
    this.parts = parts;
    for (const part of parts) this.spread(part[0]!);
  }

  heal(): void {
    this.parts = [this.knows.map((_, index) => index)];
    this.spread(0);
  }

  startOf(customerId: string): number {
    return this.starts.get(customerId) ?? 0;
  }

  changesOf(customerId: string): Change[] {
    return this.changes.filter((c) => c.customerId === customerId && !c.dropped);
  }

  /** Pairs of redemptions made apart (neither knew the other) after the same one, as `a+b`. */
  conflicts(members: readonly string[]): string[] {
    const found: string[] = [];
    for (const customerId of members) {
      const redemptions = this.changesOf(customerId).filter((c) => c.redemption);
      for (const a of redemptions) {
        for (const b of redemptions) {
          if (a.id >= b.id || a.till === b.till || a.prior !== b.prior) continue;
          if (a.past.has(b.id) || b.past.has(a.id)) continue;
          found.push([a.itemId, b.itemId].sort().join('+'));
        }
      }
    }
    return found.sort();
  }
}

/** Every count the changes can leave, applied one by one in any order that keeps each after its past. */
export function causalCounts(start: number, changes: readonly Change[]): Set<number> {
  const ids = changes.map((c) => c.id);
  const ends = new Set<number>();
  const seen = new Set<string>();
  const visit = (done: ReadonlySet<number>, count: number): void => {
    const key = `${[...done].sort((a, b) => a - b).join(',')}|${count}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (done.size === changes.length) {
      ends.add(count);
      return;
    }
    for (const change of changes) {
      if (done.has(change.id)) continue;
      if (ids.some((id) => change.past.has(id) && !done.has(id))) continue;
      const next =
        change.effect.op === 'set' ? change.effect.to : Math.max(0, count + change.effect.by);
      visit(new Set([...done, change.id]), next);
    }
  };
  visit(new Set(), start);
  return ends;
}
