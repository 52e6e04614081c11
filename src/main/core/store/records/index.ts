// What a station shares of its records with the store's other stations (enrolments, the member
// directory, erasures, staff, counter settings), and what it takes in of theirs, per workspace.
import type * as Y from 'yjs';
import type { CoreContext } from '../../context';
import { isLocalMember } from '../../outbox/payloads';
import type { OutboxRow } from '../../outbox/rows';
import type { SettingsControl } from '../../settings/settingsControl';
import type { StaffSession } from '../../staff/session';
import type { StoreWorkspace } from '../storeWorkspace';
import { isFromPeer, sharedMap, type SharedMapName } from '../sharedDoc';
import { CounterSettings } from './counterSettings';
import { StoreRules } from './storeRules';
import { shareReading, takeInDirectory } from './sharedDirectory';
import { publishEnrolment, publishOwnEnrolments, takeInEnrolments } from './sharedEnrolments';
import { scrubSharedCodes } from './sharedAccessCodes';
import { StoreErasures } from './erasures';
import { StoreStaff } from './sharedStaff';
import { publishPrograms, takeInPrograms } from './programs';

export { enrolledElsewhere, issuedElsewhere } from './sharedEnrolments';

/** The shared maps this module owns (SHARED_MAPS). */
const RECORD_MAPS = [
  'enrolments',
  'directory',
  'erasures',
  'staff',
  'settings',
  'rules',
  'programs',
] as const;

/**
 * How this station forgets a member erased at another: the rule is the members area's
 * (members/erase.ts), passed in so the store's records never call up into it.
 */
export interface MemberForgetting {
  /** Inside the transaction that takes the erasure in; answers the items it discarded. */
  forgetHere(
    ws: StoreWorkspace,
    member: { ids: string[]; values: string[]; anonymousId: string; at: string },
  ): OutboxRow[];
  /** After that transaction's commit. */
  forgotten(
    ctx: CoreContext,
    ws: StoreWorkspace,
    ids: string[],
    waiting: OutboxRow[],
  ): Promise<void>;
}

/** The context, with the whole staff session: the store's people are shared with its roster. */
export type RecordsStation = CoreContext & { readonly staff: StaffSession };

/** One per workspace: made when the station opens it, stopped when its document closes. */
export class StoreRecords {
  private readonly erasures: StoreErasures;
  private readonly settings: CounterSettings;
  private readonly rules: StoreRules;
  private readonly staff: StoreStaff;
  private closed = false;

  constructor(
    private readonly ctx: RecordsStation,
    private readonly ws: StoreWorkspace,
    control: Pick<SettingsControl, 'updateSettings'>,
    private readonly forgetting: MemberForgetting,
  ) {
    this.erasures = new StoreErasures(ws, ctx.stationId);
    this.settings = new CounterSettings(ctx, ws, control);
    this.rules = new StoreRules(ctx, ws, control);
    this.staff = new StoreStaff(ctx, ws);
    const unlistenStaff = this.staff.listen();
    ws.members.erased.storeWide = this.erasures;
    ws.directory.onReading = (dynamicPassId, part, readAt) =>
      shareReading(ws, dynamicPassId, part, readAt);
    const doc = ws.shared.doc;
    const onTransaction = (tr: Y.Transaction) => {
      if (isFromPeer(tr.origin)) this.takeIn(changedKeys(doc, tr));
    };
    doc.on('afterTransaction', onTransaction);
    const unlisten = ctx.events.on('settings.changed', () => {
      this.settings.saved(ctx.settings());
      this.rules.saved(ctx.settings());
    });
    const unlistenPrograms = ctx.events.on('templates.changed', () => publishPrograms(ws));
    doc.on('destroy', () => {
      this.closed = true;
      doc.off('afterTransaction', onTransaction);
      unlisten();
      unlistenStaff();
      unlistenPrograms();
    });
    scrubSharedCodes(ws);
    publishOwnEnrolments(ws, ctx.stationId);
    publishPrograms(ws);
    this.takeIn(null);
    this.staff.publishNewer();
  }

  /** A peer's changes (or, at opening, everything): taken in, a bad entry skipped and noted. */
  private takeIn(keys: Map<string, Set<string>> | null): void {
    const { ws, ctx, forgetting: member } = this;
    const of = (name: SharedMapName) => (keys ? keys.get(name) : undefined);
    // Most of a peer's updates are visits: nothing here to take in.
    if (keys && !RECORD_MAPS.some((name) => keys.has(name))) return;
    const erasureKeys = of('erasures');
    if (erasureKeys) this.erasures.keysChanged();
    const erased =
      keys === null || erasureKeys
        ? this.erasures.erasedHere(erasureKeys ?? [...sharedMap(ws.shared.doc, 'erasures').keys()])
        : [];
    const skipped: string[] = [];
    const erasedEntries: string[] = [];
    const forgetting: { ids: string[]; waiting: OutboxRow[] }[] = [];
    const changed = ws.db.transaction(() => {
      for (const ids of erased) {
        const known = ws.members.get(ids[0]!);
        const at = ctx.now().toISOString();
        const anonymousId = ws.members.erased.anonymousId(ids[0]!);
        const values = Object.values(known?.dynamicFields ?? {});
        forgetting.push({ ids, waiting: member.forgetHere(ws, { ids, values, anonymousId, at }) });
      }
      const moved: string[] = [];
      if (keys === null || of('enrolments')) {
        const taken = takeInEnrolments(ws, ctx.stationId, of('enrolments'));
        moved.push(...taken.changed);
        skipped.push(...taken.skipped);
      }
      if (keys === null || of('directory')) {
        const taken = takeInDirectory(ws, of('directory'));
        skipped.push(...taken.skipped);
        erasedEntries.push(...taken.erased);
      }
      if (skipped.length > 0) {
        ws.journal.record('store.records', 'skipped', null, skippedNote(skipped));
      }
      return moved;
    })();
    for (const { ids, waiting } of forgetting) void member.forgotten(ctx, ws, ids, waiting);
    // An entry of an erased member (written by a station that had not heard of the erasure)
    // leaves the document, and what peers sent of them before leaves its stored log.
    const directory = sharedMap(ws.shared.doc, 'directory');
    ws.shared.doc.transact(() => erasedEntries.forEach((key) => directory.delete(key)));
    // A directory entry is deleted only for an erasure, here or at a peer.
    const erasing =
      [...(erasureKeys ?? [])].some((key) => key.startsWith('d|')) ||
      [...(of('directory') ?? [])].some((key) => !directory.has(key));
    if (erasing || erasedEntries.length > 0) this.compactSoon(keys !== null);
    for (const id of changed) ws.changed(ws.outbox.require(id));
    const programs = keys === null || of('programs') ? takeInPrograms(ws) : null;
    if (programs?.taken && !this.closed) {
      ctx.events.emit('templates.changed', { fetchedAt: ws.templates.listFetchedAt() });
    }
    const bad = [
      ...(programs?.skipped ?? []),
      ...(keys === null || of('settings') ? this.settings.takeIn(of('settings')) : []),
      ...(keys === null || of('rules') ? this.rules.takeIn(of('rules')) : []),
      ...(keys === null || of('staff') ? this.staff.takeIn(of('staff')) : []),
    ];
    if (bad.length > 0) ws.journal.record('store.records', 'skipped', null, skippedNote(bad));
  }

  private compacting = false;

  /**
   * The stored log rewritten from the document's state, once the deletions are collected:
   * inside a peer's update (`later`) that happens only after every transaction has finished.
   */
  private compactSoon(later: boolean): void {
    const { ws } = this;
    const compact = () => {
      this.compacting = false;
      if (!this.closed) ws.db.transaction(() => ws.shared.compact())();
    };
    if (!later) return compact();
    if (this.compacting) return;
    this.compacting = true;
    ws.shared.doc.once('afterAllTransactions', compact);
  }

  /** An outbox item of this station's changed: an enrolment's outcome goes to the store. */
  itemChanged(row: OutboxRow): void {
    if (row.kind === 'enrol') publishEnrolment(this.ws, this.ctx.stationId, row);
  }

  /** A member of this station's changed: one enrolled here may have had their enrolment discarded. */
  memberChanged(customerId: string): void {
    if (!isLocalMember(customerId)) return;
    const row = this.ws.outbox.enrolmentOf(customerId);
    if (row) this.itemChanged(row);
  }
}

function skippedNote(keys: string[]): string {
  const shown = keys.slice(0, 5).join(', ');
  // eslint-disable-next-line i18n/person-facing-text -- the journal's record of a skip, kept as written like every journal detail
  return `${keys.length} shared record(s) from another station were unusable and skipped: ${shown}`;
}

/** The keys a transaction changed, by shared map name. */
function changedKeys(doc: Y.Doc, tr: Y.Transaction): Map<string, Set<string>> {
  const byName = new Map<string, Set<string>>();
  for (const name of RECORD_MAPS) {
    const changed = tr.changed.get(sharedMap(doc, name) as never);
    if (!changed) continue;
    const keys = [...changed].filter((k): k is string => k !== null);
    if (keys.length > 0) byName.set(name, new Set(keys));
  }
  return byName;
}
