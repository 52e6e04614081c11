// The station: settings, the API key and which workspace (live or training) is active.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { MemberView, ProgramView, SettingsInput, SettingsView } from '@shared/ipc/views';
import type { CoreConfig } from './config';
import type { CoreContext } from './context';
import { CoreEvents } from './events';
import { CustomerDisplay } from './display/customerDisplay';
import { afterSync } from './afterSync';
import { currentMemberId } from './members/enrolments';
import { forgetHere, forgotten } from './members/erase';
import type { KnownMember } from './members/members';
import type { StoreLink } from './store/link/storeLink';
import type { StoreViews } from './store/visits/storeContext';
import type { StoreWorkspace } from './store/storeWorkspace';
import type { VisitsWorkspace } from './store/visits/visitsWorkspace';
import { storeMemberView } from './store/visits/memberView';
import { storeOrder } from './store/visits/order';
import { shareOutcome } from './store/visits/visitOutcomes';
import { shareVisits } from './store/visits/sharing';
import { StoreNews } from './store/visits/storeNews';
import { currentProgram } from './members/program';
import type { StoredKey } from './settings/keyVault';
import type { SettingsControl } from './settings/settingsControl';
import { mayCarryKey, originOf, requireKeySafeUrl } from './settings/serviceOrigin';
import { SettingsFile } from './settings/settings';
import { StationSecret } from './settings/stationSecret';
import { PinKey } from './staff/pinKey';
import { heldByForgotten } from './staff/pinNotices';
import { StaffRoster } from './staff/roster';
import { StaffSession } from './staff/session';
import { LiveDatabases } from './settings/liveDatabases';
import { StationRoster } from './store/link/pairedStations';
import { OfflinePractice } from './training/offlinePractice';
import type { Mode } from './mode';
import { Workspace, type WorkspaceOptions } from './workspace';
import { WorkspaceParts } from './workspaceParts';

export class Station implements CoreContext, StoreViews, SettingsControl {
  readonly events = new CoreEvents();
  readonly stationId: string;
  /** Keys what must not be guessable from a copy of a database (settings/stationSecret.ts). */
  private readonly secret: StationSecret;
  readonly notices: string[] = [];
  readonly staff: StaffSession;
  readonly display: CustomerDisplay = new CustomerDisplay({
    events: this.events,
    now: () => this.now(),
    settings: () => this.settings(),
    atCounter: async () => {
      const ws = await this.workspace();
      return {
        program: this.program(ws),
        memberView: (customerId) => this.memberView(ws, customerId),
      };
    },
  });
  /** The pages told when the store changes; its status source comes with the store's handlers. */
  readonly storeNews = new StoreNews(this.events);
  private readonly practice = new OfflinePractice(() => this.mode);
  private current: SettingsInput;
  /** The saved key and the origin it belongs to; used only while that is the service's origin. */
  private storedKey: StoredKey | null;
  private readonly liveDatabases: LiveDatabases;
  /** The active workspace and what was built beside it. */
  private opened!: WorkspaceParts;
  private switching: Promise<void> = Promise.resolve();
  private readonly settingsFile: SettingsFile;
  /** The OS's last word on the network, handed to every workspace opened after it. */
  private networkHint: boolean | undefined;
  /** The link to the store's other stations; null when started without `lan`. */
  private link: StoreLink | null = null;

  constructor(private readonly o: CoreConfig) {
    const settingsPath = join(o.dataDir, 'settings.json');
    const upgraded = existsSync(settingsPath);
    this.settingsFile = new SettingsFile(settingsPath);
    // A till already in a store when keys came keeps none: its store's other tills have none.
    const inStore = new StationRoster(join(o.dataDir, 'store.json')).storeId !== null;
    const roster = new StaffRoster(
      join(o.dataDir, 'staff.json'),
      join(o.dataDir, 'manager-pin.json'),
      o.now,
      PinKey.load(join(o.dataDir, 'pin-key.json'), o.secretSeal, inStore),
    );
    this.staff = new StaffSession(
      roster,
      o.now,
      (view) => this.events.emit('staff.changed', view),
      o.staffTimer,
      (person) => heldByForgotten(this.link?.pinNotices() ?? [], person),
    );
    const loaded = this.settingsFile.load();
    if (loaded.problem) this.notices.push(loaded.problem);
    this.stationId = loaded.stationId;
    this.secret = StationSecret.load(join(o.dataDir, 'station-secret.json'), o.secretSeal);
    this.current = loaded.settings;
    // Until now the key and the live database served whatever the settings named: that service.
    const usedWith = originOf(loaded.settings.serviceUrl);
    this.liveDatabases = new LiveDatabases(o.dataDir, upgraded ? usedWith : null);
    this.storedKey = o.keyVault.load();
    if (this.storedKey && this.storedKey.origin === null) {
      this.storedKey = { apiKey: this.storedKey.apiKey, origin: usedWith };
      o.keyVault.save({ apiKey: this.storedKey.apiKey, origin: usedWith });
    }
    this.networkHint = o.networkHint;
  }

  /** The link is made after the station opened (its identity is made asynchronously). */
  linkTo(link: StoreLink | null): void {
    this.link = link;
  }

  setNetworkHint(online: boolean): void {
    this.networkHint = online;
    void this.workspace().then((ws) => ws.connectivity.setNetworkHint(online));
  }

  open(): void {
    this.opened = this.openWorkspace();
    this.ws.start();
  }

  private get ws(): Workspace {
    return this.opened.ws;
  }

  now(): Date {
    return this.o.now();
  }

  /**
   * The key, only while the service named is the one it was saved for and may carry it (https,
   * or http to this computer): a changed service URL never receives another service's key.
   */
  private get apiKey(): string | null {
    const { serviceUrl } = this.current;
    if (!this.storedKey || this.storedKey.origin !== originOf(serviceUrl)) return null;
    return mayCarryKey(serviceUrl) ? this.storedKey.apiKey : null;
  }

  /** Training whenever asked for, and always while no API key is set. */
  get mode(): Mode {
    return this.current.trainingMode || this.apiKey === null ? 'training' : 'live';
  }

  async workspace(): Promise<Workspace> {
    await this.switching;
    return this.ws;
  }

  /** The active workspace with what was built beside it, once any switch has finished. */
  async workspaceParts(): Promise<WorkspaceParts> {
    await this.switching;
    return this.opened;
  }

  settings(): SettingsInput {
    return this.current;
  }

  settingsView(): SettingsView {
    return {
      ...this.current,
      trainingMode: this.mode === 'training',
      apiKey: { set: this.apiKey !== null, endsWith: this.apiKey ? this.apiKey.slice(-4) : null },
      savedKeyFor:
        this.storedKey && this.storedKey.origin !== originOf(this.current.serviceUrl)
          ? this.storedKey.origin
          : null,
      keyStorage: this.o.keyVault.describe(),
      practisingOffline: this.practice.cut,
    };
  }

  private programMemo: { ws: StoreWorkspace; key: string; value: ProgramView | null } | null = null;

  /** Read on every member view, so kept until the templates or the setting change. */
  program(ws: StoreWorkspace): ProgramView | null {
    const key = `${this.current.programId}@${ws.templates.version}`;
    if (this.programMemo?.ws !== ws || this.programMemo.key !== key) {
      this.programMemo = { ws, key, value: currentProgram(ws.templates, this.current.programId) };
    }
    return this.programMemo.value;
  }

  /**
   * As the store sees them: under the service's id once a pass enrolled here, or at another
   * till, is issued.
   */
  memberView(ws: VisitsWorkspace, customerId: string, known?: KnownMember | null): MemberView {
    return storeMemberView(this, ws, customerId, known);
  }

  /** Saves settings; a change of service, key or mode reopens the workspace it affects. */
  async updateSettings(next: SettingsInput, journalAction: string): Promise<SettingsView> {
    const before = this.target();
    this.current = next;
    this.settingsFile.save(this.stationId, next);
    await this.reopenIfNeeded(before, journalAction);
    const view = this.settingsView();
    this.events.emit('settings.changed', view);
    return view;
  }

  async setApiKey(apiKey: string | null): Promise<SettingsView> {
    const before = this.target();
    if (apiKey === null) {
      this.o.keyVault.clear();
      this.storedKey = null;
    } else {
      requireKeySafeUrl(this.current.serviceUrl);
      this.storedKey = { apiKey, origin: originOf(this.current.serviceUrl) };
      this.o.keyVault.save({ apiKey, origin: this.storedKey.origin! });
    }
    await this.reopenIfNeeded(
      before,
      apiKey === null ? 'settings.clearApiKey' : 'settings.setApiKey',
    );
    const ws = await this.workspace();
    ws.engine.resume();
    const view = this.settingsView();
    this.events.emit('settings.changed', view);
    return view;
  }

  /** Cuts the training station from its service, or restores it; refused on a live station. */
  async practiseOffline(on: boolean): Promise<SettingsView> {
    this.practice.set(on);
    // Probed at once, so the line is seen down (or back) as soon as a real outage would be.
    (await this.workspace()).connectivity.probeSoon();
    const view = this.settingsView();
    this.events.emit('settings.changed', view);
    return view;
  }

  private target(): { mode: Mode; baseUrl: string | null; apiKey: string | null } {
    const mode = this.mode;
    if (mode === 'training') {
      return {
        mode,
        baseUrl: this.o.training?.serviceUrl ?? null,
        apiKey: this.o.training?.apiKey ?? null,
      };
    }
    return { mode, baseUrl: this.current.serviceUrl, apiKey: this.apiKey };
  }

  private async reopenIfNeeded(
    before: ReturnType<Station['target']>,
    journalAction: string,
  ): Promise<void> {
    const after = this.target();
    const same =
      before.mode === after.mode &&
      before.baseUrl === after.baseUrl &&
      before.apiKey === after.apiKey;
    const ws = await this.workspace();
    if (same) {
      ws.journal.record(journalAction, 'saved', null);
      return;
    }
    ws.journal.record(
      journalAction,
      'saved',
      null,
      before.mode === after.mode ? '' : `switching to ${after.mode}`,
    );
    this.switching = this.switching.then(async () => {
      await ws.close();
      this.opened = this.openWorkspace();
      this.ws.start();
    });
    await this.switching;
    this.events.emit('sync.status', this.ws.status());
    this.events.emit('templates.changed', { fetchedAt: this.ws.templates.listFetchedAt() });
  }

  /**
   * The workspace opened again from its database: its shared document holds a change whose
   * transaction rolled back, which must not reach the other stations nor stay on screen.
   */
  private reopenFromDisk(ws: Workspace): void {
    this.switching = this.switching.then(async () => {
      if (this.ws !== ws) return;
      await ws.close();
      this.opened = this.openWorkspace();
      this.ws.start();
    });
  }

  private openWorkspace(): WorkspaceParts {
    let parts: WorkspaceParts | null = null;
    const ws = this.createWorkspace(() => parts);
    parts = new WorkspaceParts(this, this, ws, {
      forgetHere,
      forgotten: (ctx, workspace, ids, waiting) =>
        forgotten(ctx, this.display, workspace, ids, waiting),
    });
    if (this.networkHint !== undefined) ws.connectivity.setNetworkHint(this.networkHint);
    shareVisits(this, this.display, ws, this.storeNews);
    return parts;
  }

  /** `parts` are built once the workspace is: its hooks reach them only after. */
  private createWorkspace(parts: () => WorkspaceParts | null): Workspace {
    const target = this.target();
    const options: WorkspaceOptions = {
      mode: target.mode,
      name:
        target.mode === 'training'
          ? 'training'
          : this.liveDatabases.nameFor(originOf(this.current.serviceUrl)),
      target:
        target.baseUrl && target.apiKey ? { baseUrl: target.baseUrl, apiKey: target.apiKey } : null,
      events: this.events,
      config: this.o,
      secret: this.secret,
      onNotice: (message) => this.notices.push(message),
      onSynced: (_ws, row, answer) => {
        const built = parts();
        if (built) afterSync(this, built, row, answer);
      },
      actor: () => this.staff.actor(),
      onSharedUnstored: (ws) => this.reopenFromDisk(ws),
      cutOff: () => this.practice.cut,
      lookupBaseline: async (ws, customerId, fresh) => {
        const program = this.program(ws);
        if (!program) return null;
        if (!fresh) return ws.directory.countOf(program.dynamicPassId, customerId);
        return (await ws.directory.refresh(program.dynamicPassId)).get(customerId)?.count ?? null;
      },
      storeOrder: (ws) =>
        storeOrder({ stationId: this.stationId, inSight: (id) => this.inSight(id) }, ws),
      onItemChanged: (ws, row) => shareOutcome(this, ws, row),
      onMemberChanged: (ws, customerId) => {
        // Read only when someone needs it: a drain changes thousands of members.
        parts()?.records.memberChanged(customerId);
        const heard = this.events.has('member.changed');
        const shown = this.display.shows(currentMemberId(ws.outbox, customerId), customerId);
        if (!heard && !shown) return;
        const view = this.memberView(ws, customerId);
        if (heard) this.events.emit('member.changed', view);
        if (shown) void this.display.memberChanged(view);
      },
    };
    return new Workspace(options);
  }

  /**
   * Whether another station of the store is linked to this one now, in the same mode: one linked
   * from training sends nothing of this workspace's.
   */
  private inSight(stationId: string): boolean {
    const lan = this.link;
    if (!lan) return this.o.storeInSight?.(stationId) ?? false;
    return lan
      .status()
      .peers.some(
        (peer) =>
          peer.stationId === stationId && peer.state === 'linked' && peer.mode === this.mode,
      );
  }

  async close(): Promise<void> {
    this.staff.dispose();
    await this.switching;
    await this.ws.close();
  }

  /** The live service and key, for a test call before anything is switched. */
  liveTarget(apiKey: string): { baseUrl: string; apiKey: string } {
    return { baseUrl: this.current.serviceUrl, apiKey };
  }

  get config(): CoreConfig {
    return this.o;
  }
}
