// A uniform latitude/longitude grid of points held in memory: the spatial index of the distance
// searches. A radius query reads only the cells of the radius's bounding box, nearest cells
// first, and decides each point by exact great-circle distance. A grid may also keep some of its
// points in one order (the rated vets, best first), updated as points are set and deleted, so a
// search in that order never sorts the whole set.
import { boundingBox, distanceMiles } from '../../shared/geo';

export interface GridPoint {
  id: number;
  latitude: number;
  longitude: number;
}

/** An order kept over the points that belong in it: updated point by point, never re-sorted whole. */
export interface PointOrder<P> {
  includes(point: P): boolean;
  /** A total order: ties broken by id, so each point has one place. */
  compare(a: P, b: P): number;
}

/** The cells a radius search reads (the rows and columns of its bounding box): see PointGrid.reach. */
export interface Reach {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** A place on the map. */
export interface Spot {
  latitude: number;
  longitude: number;
}

/**
 * A group's points, and the one place they all sit when they do (a clinic's shifts, at the
 * clinic): held on the group itself, so a search placing many groups reads one object each.
 */
export interface PointGroup<P> extends Spot {
  readonly points: ReadonlyMap<number, P>;
  /** NaN, like longitude, when the points sit at more than one place. */
  readonly latitude: number;
  /** points.size, read without reaching the map. */
  readonly size: number;
}

interface Group<P> extends PointGroup<P> {
  points: Map<number, P>;
  latitude: number;
  longitude: number;
  size: number;
  /** False once a point left a group of several places: whether the rest share one is worked out when asked. */
  placed: boolean;
}

/** Sets the group's place: the one place all its points sit, or NaN. */
function placeGroup<P extends Spot>(group: Group<P>): void {
  const [first, ...rest] = group.points.values();
  const shared = first !== undefined && rest.every((point) => point.latitude === first.latitude && point.longitude === first.longitude);
  group.latitude = shared ? first.latitude : Number.NaN;
  group.longitude = shared ? first.longitude : Number.NaN;
  group.placed = true;
}

/** Return false to stop the walk. */
export type PointVisitor<P> = (point: P, distance: number) => boolean | undefined;

export class PointGrid<P extends GridPoint> {
  readonly #cells = new Map<number, Map<number, P>>();
  /** Every point by id (its cell follows from its place). */
  readonly #byId = new Map<number, P>();
  readonly #rows: number;
  readonly #columns: number;
  /** The points `order` includes, in its order; fed by set, delete, clear and load. */
  #ordered: P[] = [];
  /** The points by `groupOf`'s key (a shift's clinic), when the grid is given one; fed like #ordered. */
  readonly #groups = new Map<number, Group<P>>();

  /**
   * `cellDegrees`: the cell's side. Small cells suit dense points (fewer distances computed per
   * ring), large ones sparse points (fewer empty cells walked on a wide radius). `order`: an order
   * to keep over some of the points (see ordered()). `groupOf`: a key to look points up by (see group()).
   */
  constructor(
    private readonly cellDegrees: number,
    private readonly order: PointOrder<P> | null = null,
    private readonly groupOf: ((point: P) => number) | null = null,
  ) {
    this.#rows = Math.ceil(180 / cellDegrees);
    this.#columns = Math.ceil(360 / cellDegrees);
  }

  #rowOf(latitude: number): number {
    return Math.min(this.#rows - 1, Math.max(0, Math.floor((latitude + 90) / this.cellDegrees)));
  }

  #columnOf(longitude: number): number {
    return Math.min(this.#columns - 1, Math.max(0, Math.floor((longitude + 180) / this.cellDegrees)));
  }

  #key(row: number, column: number): number {
    return row * this.#columns + column;
  }

  #cellKeyOf(point: Spot): number {
    return this.#key(this.#rowOf(point.latitude), this.#columnOf(point.longitude));
  }

  #version = 0;
  #groupsVersion = 0;

  /** Changes when a group is made or goes (not when its points change): what a copy of group lookups checks. */
  get groupsVersion(): number {
    return this.#groupsVersion;
  }

  get size(): number {
    return this.#byId.size;
  }

  /** Changes with every point set, moved or deleted: what a copy made from the points checks. */
  get version(): number {
    return this.#version;
  }

  /** Adds the point, or moves it when its id is already in the grid. */
  set(point: P): void {
    this.#place(point);
    if (this.order?.includes(point)) this.#ordered.splice(this.#orderedIndex(point), 0, point);
  }

  /** Adds many points at once (a rebuild): the kept order is sorted once at the end, not point by point. */
  load(points: Iterable<P>): void {
    for (const point of points) this.#place(point);
    const { order } = this;
    if (order) this.#ordered = [...this.points()].filter((point) => order.includes(point)).sort((a, b) => order.compare(a, b));
  }

  /** The points the order includes, first to last: a live view, to read before the next change. */
  ordered(): readonly P[] {
    return this.#ordered;
  }

  /** Where `point` is or would go in the kept order (binary search). */
  #orderedIndex(point: P): number {
    const compare = this.order!.compare;
    let [low, high] = [0, this.#ordered.length];
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(this.#ordered[middle]!, point) < 0) low = middle + 1;
      else high = middle;
    }
    return low;
  }

  #place(point: P): void {
    this.delete(point.id);
    this.#version++;
    const key = this.#cellKeyOf(point);
    let cell = this.#cells.get(key);
    if (!cell) this.#cells.set(key, (cell = new Map()));
    cell.set(point.id, point);
    this.#byId.set(point.id, point);
    if (this.groupOf) {
      const groupKey = this.groupOf(point);
      let group = this.#groups.get(groupKey);
      if (!group) {
        this.#groups.set(groupKey, (group = { points: new Map(), latitude: point.latitude, longitude: point.longitude, size: 0, placed: true }));
        this.#groupsVersion++;
      } else if (point.latitude !== group.latitude || point.longitude !== group.longitude) {
        group.latitude = group.longitude = Number.NaN;
      }
      group.points.set(point.id, point);
      group.size = group.points.size;
    }
  }

  /** The points whose `groupOf` key is `key` (none when the grid has no groupOf). */
  group(key: number): Iterable<P> {
    return this.#groups.get(key)?.points.values() ?? [];
  }

  /** The group `key` with the place its points share, if they do; undefined when it has no points. */
  groupAt(key: number): PointGroup<P> | undefined {
    const group = this.#groups.get(key);
    return group && this.placed(group);
  }

  /** The group, its place worked out if a point left it since (a group kept from groupAt while groupsVersion holds). */
  placed(group: PointGroup<P>): PointGroup<P> {
    if (!(group as Group<P>).placed) placeGroup(group as Group<P>);
    return group;
  }

  /** How many points are in the group `key`. */
  groupSize(key: number): number {
    return this.#groups.get(key)?.points.size ?? 0;
  }

  /**
   * The cells a search of `miles` around the centre reads. A point found another way (by id, by
   * group) is one that search would find when its cell is in reach and its distance is within the
   * radius: the same test, so a short list is answered exactly as the walk would answer it.
   */
  reach(latitude: number, longitude: number, miles: number): Reach {
    const box = boundingBox(latitude, longitude, miles);
    return { top: this.#rowOf(box.minLat), bottom: this.#rowOf(box.maxLat), left: this.#columnOf(box.minLng), right: this.#columnOf(box.maxLng) };
  }

  /** Whether the point's cell is in `reach`. */
  inReach(point: Spot, reach: Reach): boolean {
    return this.inReachAt(point.latitude, point.longitude, reach);
  }

  /** inReach for a place given as numbers (read from a packed array). */
  inReachAt(latitude: number, longitude: number, reach: Reach): boolean {
    const row = this.#rowOf(latitude);
    if (row < reach.top || row > reach.bottom) return false;
    const column = this.#columnOf(longitude);
    return column >= reach.left && column <= reach.right;
  }

  get(id: number): P | undefined {
    return this.#byId.get(id);
  }

  delete(id: number): void {
    const point = this.#byId.get(id);
    if (point === undefined) return;
    const key = this.#cellKeyOf(point);
    const cell = this.#cells.get(key)!;
    if (this.order?.includes(point)) {
      const index = this.#orderedIndex(point);
      if (this.#ordered[index] === point) this.#ordered.splice(index, 1);
    }
    cell.delete(id);
    if (cell.size === 0) this.#cells.delete(key);
    if (this.groupOf) {
      const groupKey = this.groupOf(point);
      const group = this.#groups.get(groupKey);
      if (group) {
        group.points.delete(id);
        group.size = group.points.size;
        if (group.size === 0) {
          this.#groups.delete(groupKey);
          this.#groupsVersion++;
        }
        // The points left may now share one place: worked out when next asked.
        else if (Number.isNaN(group.latitude)) group.placed = false;
      }
    }
    this.#byId.delete(id);
    this.#version++;
  }

  clear(): void {
    this.#cells.clear();
    this.#byId.clear();
    this.#groups.clear();
    this.#groupsVersion++;
    this.#ordered = [];
    this.#version++;
  }

  /** Every point, in no particular order. */
  *points(): IterableIterator<P> {
    for (const cell of this.#cells.values()) yield* cell.values();
  }

  /**
   * Visits every point within `miles` of the centre with its distance, cell rings outward from
   * the centre's cell (so a walk that stops early has seen the nearer cells), until the visitor
   * returns false.
   */
  forEachWithin(latitude: number, longitude: number, miles: number, visit: PointVisitor<P>): void {
    this.#walkCells(latitude, longitude, miles, (cell) => {
      for (const point of cell.values()) {
        const distance = distanceMiles(latitude, longitude, point.latitude, point.longitude);
        if (distance <= miles && visit(point, distance) === false) return false;
      }
      return true;
    });
  }

  /**
   * How many points within `miles` pass `accept`, counted nearest cells first and stopping at
   * `cap`. A cell whose four corners are within the radius lies inside it whole (along a parallel
   * or a meridian the distance from the centre has no maximum between the ends), so its points
   * need no distance.
   */
  countWithin(latitude: number, longitude: number, miles: number, cap: number, accept?: (point: P) => boolean): number {
    let count = 0;
    this.#walkCells(latitude, longitude, miles, (cell, row, column) => {
      const [south, west] = [row * this.cellDegrees - 90, column * this.cellDegrees - 180];
      const [north, east] = [south + this.cellDegrees, west + this.cellDegrees];
      const within = (lat: number, lng: number) => distanceMiles(latitude, longitude, lat, lng) <= miles;
      const inside = within(south, west) && within(south, east) && within(north, west) && within(north, east);
      if (inside && !accept) {
        count += cell.size;
      } else {
        for (const point of cell.values()) {
          if ((inside || distanceMiles(latitude, longitude, point.latitude, point.longitude) <= miles) && (!accept || accept(point))) count++;
        }
      }
      return count < cap;
    });
    return Math.min(count, cap);
  }

  /**
   * At least as many as countWithin, for no distance computed: the points of the cells the
   * radius's bounding box touches, nearest cells first, stopping at `cap`.
   */
  countNear(latitude: number, longitude: number, miles: number, cap: number): number {
    let count = 0;
    this.#walkCells(latitude, longitude, miles, (cell) => (count += cell.size) < cap);
    return Math.min(count, cap);
  }

  /** Calls `visit` with each non-empty cell of the radius's box, in rings outward from the centre, until it returns false. */
  #walkCells(latitude: number, longitude: number, miles: number, visit: (cell: Map<number, P>, row: number, column: number) => boolean): void {
    const { top, bottom, left, right } = this.reach(latitude, longitude, miles);
    const [centreRow, centreColumn] = [this.#rowOf(latitude), this.#columnOf(longitude)];
    const rings = Math.max(centreRow - top, bottom - centreRow, centreColumn - left, right - centreColumn);

    for (let ring = 0; ring <= rings; ring++) {
      for (let row = centreRow - ring; row <= centreRow + ring; row++) {
        if (row < top || row > bottom) continue;
        const edgeRow = row === centreRow - ring || row === centreRow + ring;
        // Edge rows are read whole; the rows between only at the ring's left and right cells.
        const step = edgeRow ? 1 : Math.max(1, 2 * ring);
        for (let column = centreColumn - ring; column <= centreColumn + ring; column += step) {
          if (column < left || column > right) continue;
          const cell = this.#cells.get(this.#key(row, column));
          if (cell && !visit(cell, row, column)) return;
        }
      }
    }
  }
}
