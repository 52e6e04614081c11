// What the display facing the customer shows: the member at the counter now (their first name
// and card), or the program's branding when nobody is. Nothing of any other member.
import type { DisplayMoment, DisplayView } from '@shared/ipc/displayView';
import type { MemberView } from '@shared/ipc/views';
import type { Language } from '@shared/i18n/locales';
import { memberName } from '@shared/members/memberName';
import type { CoreContext } from '../context';

/** The display shows a member this long after the counter last acted for them. */
export const DISPLAY_IDLE_SECONDS = 45;

export class CustomerDisplay {
  private current: { customerId: string; moment: DisplayMoment; at: string } | null = null;
  /** The language the display was last given; undefined until a display has asked. */
  private language: Language | undefined;

  constructor(private readonly ctx: CoreContext) {
    // An open display is not reloaded: it hears its new language as it hears a new customer.
    ctx.events.on('settings.changed', (settings) => {
      if (this.language === undefined || settings.displayLanguage === this.language) return;
      void this.republish().catch(() => undefined);
    });
  }

  /**
   * The counter acted for a member (`member` as it stands after the action): the display
   * follows, told what happened.
   */
  async acted(member: MemberView, moment: DisplayMoment): Promise<void> {
    this.current = { customerId: member.customerId, moment, at: this.ctx.now().toISOString() };
    await this.publish(member);
  }

  /** The counter shows nobody (a code that named no member): the display shows the branding. */
  async nobody(): Promise<void> {
    this.current = null;
    await this.republish();
  }

  /** Whether the display is showing this member (by their id, or the local id they had). */
  shows(customerId: string, localId: string | null = null): boolean {
    const shown = this.current?.customerId;
    return shown !== undefined && (shown === customerId || shown === localId);
  }

  /** A member's view changed (a sync, an undo): the display follows when it is theirs. */
  async memberChanged(member: MemberView): Promise<void> {
    if (!this.shows(member.customerId, member.localId ?? null)) return;
    this.current = { ...this.current!, customerId: member.customerId };
    await this.publish(member);
  }

  /** `member`: the view of the member shown, when the caller has it; read afresh otherwise. */
  async view(member?: MemberView): Promise<DisplayView> {
    const ws = await this.ctx.workspace();
    const program = this.ctx.program(ws);
    const current = this.current;
    const language = this.ctx.settings().displayLanguage;
    this.language = language;
    if (!current || !program) {
      return {
        program,
        customer: null,
        at: null,
        idleAfterSeconds: DISPLAY_IDLE_SECONDS,
        language,
      };
    }
    member ??= this.ctx.memberView(ws, current.customerId);
    const name = memberName(member.dynamicFields);
    return {
      program,
      customer: {
        // A first name is enough to greet; the rest of the member's values stay off the screen.
        firstName: name.split(/\s+/)[0] ?? '',
        // An archived pass has no card to show, whatever the counter last did with it.
        count: member.archivedAt ? null : member.displayCount,
        moment: member.archivedAt ? 'archived' : current.moment,
      },
      at: current.at,
      idleAfterSeconds: DISPLAY_IDLE_SECONDS,
      language,
    };
  }

  private async republish(): Promise<void> {
    if (!this.ctx.events.has('display.changed')) return;
    this.ctx.events.emit('display.changed', await this.view());
  }

  private async publish(member: MemberView): Promise<void> {
    if (!this.ctx.events.has('display.changed')) return;
    this.ctx.events.emit('display.changed', await this.view(member));
  }
}
