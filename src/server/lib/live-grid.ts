// A PointGrid kept in step with the database: built on first use, then brought up to date from
// the change log (lib/change-log.ts) before each read, so it never answers from a stale copy
// whichever code path wrote the rows.
import { ChangeCursor, type ChangeFeed, type ChangeKind } from './change-log';
import type { Db } from '../db/client';
import { PointGrid, type GridPoint, type PointOrder } from './point-grid';

export interface GridSource<P extends GridPoint> {
  kind: ChangeKind;
  /** The tables loadAll and loadOne read (each must feed the change log under `kind`). */
  reads: ChangeFeed['reads'];
  /** The grid's cell side in degrees (see PointGrid). */
  cellDegrees: number;
  /** Every point that belongs in the grid on `today` (YYYY-MM-DD). */
  loadAll(db: Db, today: string): Iterable<P>;
  /** The point for this id as the database has it now, or null when it no longer belongs. */
  loadOne(db: Db, id: number, today: string): P | null;
  /** Whether a point still belongs on `today`; points that expire with the date are swept daily. */
  isCurrent(point: P, today: string): boolean;
  /** An order the grid keeps over some of its points as they change (PointGrid.ordered). */
  order?: PointOrder<P>;
  /** A key the grid looks its points up by as they change (PointGrid.group). */
  groupOf?: (point: P) => number;
}

export class LiveGrid<P extends GridPoint> {
  readonly #grid: PointGrid<P>;
  readonly #changes: ChangeCursor;
  #built = false;
  #day = '';

  constructor(
    private readonly db: Db,
    private readonly source: GridSource<P>,
  ) {
    this.#grid = new PointGrid(source.cellDegrees, source.order ?? null, source.groupOf ?? null);
    this.#changes = new ChangeCursor(db, { kinds: [source.kind], reads: source.reads });
  }

  /** The grid, up to date with every committed write, for searches on `today`. */
  current(today: string): PointGrid<P> {
    if (!this.#built) this.#rebuild(today);
    const changes = this.#changes.read();
    if (changes.kind === 'gap') {
      this.#rebuild(today);
    } else if (changes.kind === 'changed') {
      for (const id of changes.ids) {
        const point = this.source.loadOne(this.db, id, today);
        if (point) this.#grid.set(point);
        else this.#grid.delete(id);
      }
    }
    if (today !== this.#day) this.#sweep(today);
    return this.#grid;
  }

  #rebuild(today: string): void {
    this.#grid.clear();
    // Reads are synchronous on the one connection, so no write lands between these two lines.
    this.#changes.restart();
    this.#grid.load(this.source.loadAll(this.db, today));
    this.#built = true;
    this.#day = today;
  }

  #sweep(today: string): void {
    const expired: number[] = [];
    for (const point of this.#grid.points()) if (!this.source.isCurrent(point, today)) expired.push(point.id);
    for (const id of expired) this.#grid.delete(id);
    this.#day = today;
  }
}

const grids = new WeakMap<Db, Map<ChangeKind, LiveGrid<GridPoint>>>();

/** The database's live grid for this source, created on first use. */
export function liveGrid<P extends GridPoint>(db: Db, source: GridSource<P>): LiveGrid<P> {
  let byKind = grids.get(db);
  if (!byKind) grids.set(db, (byKind = new Map()));
  let grid = byKind.get(source.kind) as LiveGrid<P> | undefined;
  if (!grid) byKind.set(source.kind, (grid = new LiveGrid(db, source) as LiveGrid<P>) as unknown as LiveGrid<GridPoint>);
  return grid;
}
