// What the display facing the customer shows: the member at the counter now (their first name
// and card), or the program's branding when nobody is. Nothing of any other member.
import type { DisplayMoment, DisplayView } from '@shared/ipc/displayView';
import { memberName } from '@shared/members/memberName';
import type { CoreContext } from '../context';
import type { Workspace } from '../workspace';

/** The display shows a member this long after the counter last acted for them. */
export const DISPLAY_IDLE_SECONDS = 45;

export class CustomerDisplay {
  private current: { customerId: string; moment: DisplayMoment; at: string } | null = null;

  constructor(private readonly ctx: CoreContext) {}

  /** The counter acted for a member: the display follows, told what happened. */
  async acted(customerId: string, moment: DisplayMoment): Promise<void> {
    this.current = { customerId, moment, at: this.ctx.now().toISOString() };
    await this.publish();
  }

  /** A member's view changed (a sync, an undo): the display follows when it is theirs. */
  async memberChanged(customerId: string, localId: string | null = null): Promise<void> {
    const shown = this.current?.customerId;
    if (shown === undefined || (shown !== customerId && shown !== localId)) return;
    this.current = { ...this.current!, customerId };
    await this.publish();
  }

  async view(): Promise<DisplayView> {
    const ws = await this.ctx.workspace();
    return this.viewIn(ws);
  }

  private viewIn(ws: Workspace): DisplayView {
    const program = this.ctx.program(ws);
    const current = this.current;
    if (!current || !program) {
      return { program, customer: null, at: null, idleAfterSeconds: DISPLAY_IDLE_SECONDS };
    }
    const member = this.ctx.memberView(ws, current.customerId);
    const name = memberName(member.dynamicFields);
    return {
      program,
      customer: {
        // A first name is enough to greet; the rest of the member's values stay off the screen.
        firstName: name.split(/\s+/)[0] ?? '',
        count: member.displayCount,
        moment: current.moment,
      },
      at: current.at,
      idleAfterSeconds: DISPLAY_IDLE_SECONDS,
    };
  }

  private async publish(): Promise<void> {
    if (!this.ctx.events.has('display.changed')) return;
    this.ctx.events.emit('display.changed', await this.view());
  }
}
