// Check-in outcomes that arrived before the answer that stored them, each with the member as the
// core sent them just after it: the engine may sync an item while its answer is still on the
// way, and neither its outcome nor the member's confirmed count may be lost for that.
import type { MemberView, OutboxItemView } from '@shared/ipc/views';

/** How many check-in outcomes heard before their own answer are kept for it. */
const KEPT = 16;

export class EarlyOutcomes {
  private readonly heard = new Map<string, { item: OutboxItemView; member: MemberView | null }>();

  keep(item: OutboxItemView): void {
    this.heard.delete(item.id);
    this.heard.set(item.id, { item, member: null });
    if (this.heard.size > KEPT) this.heard.delete(this.heard.keys().next().value!);
  }

  /** Members enrolled here whose pass was issued, by the local id they had before. */
  private readonly issued = new Map<string, MemberView>();

  /** The core sends a member's view right after each change of one of their items. */
  keepMember(member: MemberView): void {
    if (member.localId) this.issued.set(member.localId, member);
    const latest = [...this.heard.values()].findLast(
      (e) => e.item.customerId === member.customerId,
    );
    if (latest) latest.member = member;
  }

  /**
   * A view under a local id was read before the pass was issued; when the issue was heard
   * already (its answer can overtake the read), the view heard then is the newer one.
   */
  newest(member: MemberView): MemberView {
    return this.issued.get(member.customerId) ?? member;
  }

  /** What was heard of a stored item before its answer; everything kept is then forgotten. */
  take(id: string): { item: OutboxItemView; member: MemberView | null } | undefined {
    const heard = this.heard.get(id);
    this.heard.clear();
    return heard;
  }
}
