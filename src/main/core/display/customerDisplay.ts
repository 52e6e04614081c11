// What the display facing the customer shows: the member at the counter now (their first name
// and card), or the program's branding when nobody is. Nothing of any other member.
import type { DisplayMoment, DisplayView } from '@shared/ipc/displayView';
import type { MemberView, ProgramView, SettingsInput } from '@shared/ipc/views';
import type { Language } from '@shared/i18n/locales';
import { memberName } from '@shared/members/memberName';
import type { CoreEvents } from '../events';

/** The display shows a member this long after the counter last acted for them. */
export const DISPLAY_IDLE_SECONDS = 45;

/** What the display reads of the station, which passes it in (station.ts). */
export interface DisplaySource {
  readonly events: CoreEvents;
  now(): Date;
  settings(): SettingsInput;
  /** The active workspace's program, and the view of one of its members. */
  atCounter(): Promise<{
    program: ProgramView | null;
    memberView(customerId: string): MemberView;
  }>;
}

export class CustomerDisplay {
  private current: { customerId: string; moment: DisplayMoment; at: string } | null = null;
  /** The language the display was last given; undefined until a display has asked. */
  private language: Language | undefined;

  constructor(private readonly station: DisplaySource) {
    // An open display is not reloaded: it hears its new language as it hears a new customer.
    station.events.on('settings.changed', (settings) => {
      if (this.language === undefined || settings.displayLanguage === this.language) return;
      void this.republish().catch(() => undefined);
    });
  }

  /**
   * The counter acted for a member (`member` as it stands after the action): the display
   * follows, told what happened.
   */
  async acted(member: MemberView, moment: DisplayMoment): Promise<void> {
    this.current = { customerId: member.customerId, moment, at: this.station.now().toISOString() };
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
    const counter = await this.station.atCounter();
    const program = counter.program;
    const current = this.current;
    const language = this.station.settings().displayLanguage;
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
    member ??= counter.memberView(current.customerId);
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
    if (!this.station.events.has('display.changed')) return;
    this.station.events.emit('display.changed', await this.view());
  }

  private async publish(member: MemberView): Promise<void> {
    if (!this.station.events.has('display.changed')) return;
    this.station.events.emit('display.changed', await this.view(member));
  }
}
