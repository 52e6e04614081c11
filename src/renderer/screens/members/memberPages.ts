// The members list's rows, read a page at a time for the part in view: a few pages kept, answers
// to an older filter or sort dropped, and the old rows kept on screen until the new ones come.
import type { MemberSort } from '@shared/ipc/memberRecords';
import type { MemberSummary } from '@shared/ipc/views';

/** What the list shows: the filter typed and the order chosen. */
export interface MemberView {
  query: string;
  sort: MemberSort;
  descending: boolean;
}

export interface MemberPageAnswer {
  total: number;
  members: MemberSummary[];
  listedAt: string | null;
}

export type ReadPage = (
  view: MemberView,
  offset: number,
  limit: number,
) => Promise<MemberPageAnswer>;

export interface MemberPagesOptions {
  readPage: ReadPage;
  /** Called whenever what `snapshot()` answers may have changed. */
  onChange(): void;
  onError(error: unknown): void;
  pageSize?: number;
  /** Pages kept beyond those in view; the least recently used go first. */
  pagesKept?: number;
  /** Pages of the current view read at the same time. */
  readsAtOnce?: number;
}

export interface MemberPagesSnapshot {
  /** The view whose rows are shown: the one asked for once its first answer came. */
  shown: MemberView | null;
  total: number;
  listedAt: string | null;
  /** A row, or undefined while its page is on its way. */
  rowAt(index: number): MemberSummary | undefined;
}

/** Rows a page reads: a till's view and its overscan in one, and little to parse and draw. */
export const MEMBER_PAGE_ROWS = 50;

const keyOf = (view: MemberView) => JSON.stringify([view.query, view.sort, view.descending]);

export class MemberPages {
  private readonly pageSize: number;
  private readonly pagesKept: number;
  private readonly readsAtOnce: number;
  private wanted: MemberView | null = null;
  /** Counts the views asked for (a reload counts as a new one): answers carry the count. */
  private generation = 0;
  private shownGeneration = -1;
  private shown: MemberView | null = null;
  private total = 0;
  private listedAt: string | null = null;
  /** The shown view's pages by number, in the order last used (a Map keeps insertion order). */
  private pages = new Map<number, MemberSummary[]>();
  /** Pages asked for, so a page is never asked for twice at once. */
  private asking = new Set<string>();
  private inView: [number, number] = [0, 0];

  constructor(private readonly options: MemberPagesOptions) {
    this.pageSize = options.pageSize ?? MEMBER_PAGE_ROWS;
    this.pagesKept = options.pagesKept ?? 12;
    this.readsAtOnce = options.readsAtOnce ?? 2;
  }

  snapshot(): MemberPagesSnapshot {
    const pages = this.pages;
    const size = this.pageSize;
    return {
      shown: this.shown,
      total: this.total,
      listedAt: this.listedAt,
      rowAt: (index) => pages.get(Math.floor(index / size))?.[index % size],
    };
  }

  /** Shows another filter or order: its first page is asked for at once. */
  want(view: MemberView): void {
    if (this.wanted && keyOf(this.wanted) === keyOf(view)) return;
    this.wanted = view;
    this.generation++;
    this.inView = [0, 0];
    this.askInView();
  }

  /** Forgets every page and reads the view in sight again, e.g. after a member changed. */
  reload(): void {
    if (!this.wanted) return;
    this.generation++;
    this.askInView();
  }

  /**
   * The wanted view's pages in sight, once no read of an older view is on its way: typed faster
   * than the station answers, only the last text is read, never each one between.
   */
  private askInView(): void {
    if (this.readingNow((g) => g < this.generation) > 0) return;
    for (let page = this.inView[0]; page <= this.inView[1]; page++) this.ask(page);
  }

  /** Rows `first` to `last` are in view: their pages are asked for unless kept or on their way. */
  show(first: number, last: number): void {
    const size = this.pageSize;
    this.inView = [Math.floor(first / size), Math.floor(Math.max(first, last) / size)];
    // Until the wanted view's first answer, the rows in view are the old view's: wait for it.
    if (this.shownGeneration !== this.generation) return;
    for (let page = this.inView[0]; page <= this.inView[1]; page++) {
      if (page * size >= this.total) break;
      if (this.pages.has(page)) this.touch(page);
      else this.ask(page);
    }
  }

  private ask(page: number): void {
    const view = this.wanted;
    const generation = this.generation;
    const asked = `${generation}#${page}`;
    if (!view || this.asking.has(asked)) return;
    // A fling passes pages faster than they are read: only the ones in view when a read ends
    // are asked for, so the station never works through pages no one will see.
    if (this.readingNow((g) => g === generation) >= this.readsAtOnce) return;
    this.asking.add(asked);
    this.options
      .readPage(view, page * this.pageSize, this.pageSize)
      .then(
        (answer) => this.take(generation, view, page, answer),
        (error: unknown) => {
          if (generation === this.generation) this.options.onError(error);
        },
      )
      .finally(() => {
        this.asking.delete(asked);
        if (generation === this.generation) this.showInView();
        else if (this.shownGeneration !== this.generation) this.askInView();
      });
  }

  private readingNow(of: (generation: number) => boolean): number {
    let reading = 0;
    for (const asked of this.asking) if (of(Number(asked.split('#')[0]))) reading++;
    return reading;
  }

  private showInView(): void {
    this.show(this.inView[0] * this.pageSize, this.inView[1] * this.pageSize);
  }

  private take(generation: number, view: MemberView, page: number, answer: MemberPageAnswer) {
    // An answer to a filter or order no longer wanted would show rows that do not match.
    if (generation !== this.generation) return;
    const first = this.shownGeneration !== generation;
    if (first) {
      this.shownGeneration = generation;
      this.shown = view;
      this.pages = new Map();
    }
    this.total = answer.total;
    this.listedAt = answer.listedAt;
    this.pages.set(page, answer.members);
    this.touch(page);
    this.evict();
    this.options.onChange();
  }

  private touch(page: number): void {
    const rows = this.pages.get(page);
    if (!rows) return;
    this.pages.delete(page);
    this.pages.set(page, rows);
  }

  private evict(): void {
    const [first, last] = this.inView;
    for (const page of this.pages.keys()) {
      if (this.pages.size <= this.pagesKept) return;
      if (page < first || page > last) this.pages.delete(page);
    }
  }
}
