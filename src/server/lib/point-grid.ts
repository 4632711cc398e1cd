// A uniform latitude/longitude grid of points held in memory: the spatial index of the distance
// searches. A radius query reads only the cells of the radius's bounding box, nearest cells
// first, and decides each point by exact great-circle distance.
import { boundingBox, distanceMiles } from '../../shared/geo';

export interface GridPoint {
  id: number;
  latitude: number;
  longitude: number;
}

/** Return false to stop the walk. */
export type PointVisitor<P> = (point: P, distance: number) => boolean | undefined;

export class PointGrid<P extends GridPoint> {
  readonly #cells = new Map<number, Map<number, P>>();
  readonly #cellOfPoint = new Map<number, number>();
  readonly #rows: number;
  readonly #columns: number;

  /**
   * `cellDegrees`: the cell's side. Small cells suit dense points (fewer distances computed per
   * ring), large ones sparse points (fewer empty cells walked on a wide radius).
   */
  constructor(private readonly cellDegrees: number) {
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

  #version = 0;

  get size(): number {
    return this.#cellOfPoint.size;
  }

  /** Changes with every point set, moved or deleted: what a copy made from the points checks. */
  get version(): number {
    return this.#version;
  }

  /** Adds the point, or moves it when its id is already in the grid. */
  set(point: P): void {
    this.delete(point.id);
    this.#version++;
    const key = this.#key(this.#rowOf(point.latitude), this.#columnOf(point.longitude));
    let cell = this.#cells.get(key);
    if (!cell) this.#cells.set(key, (cell = new Map()));
    cell.set(point.id, point);
    this.#cellOfPoint.set(point.id, key);
  }

  get(id: number): P | undefined {
    const key = this.#cellOfPoint.get(id);
    return key === undefined ? undefined : this.#cells.get(key)?.get(id);
  }

  delete(id: number): void {
    const key = this.#cellOfPoint.get(id);
    if (key === undefined) return;
    const cell = this.#cells.get(key)!;
    cell.delete(id);
    if (cell.size === 0) this.#cells.delete(key);
    this.#cellOfPoint.delete(id);
    this.#version++;
  }

  clear(): void {
    this.#cells.clear();
    this.#cellOfPoint.clear();
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

  /** Calls `visit` with each non-empty cell of the radius's box, in rings outward from the centre, until it returns false. */
  #walkCells(latitude: number, longitude: number, miles: number, visit: (cell: Map<number, P>, row: number, column: number) => boolean): void {
    const box = boundingBox(latitude, longitude, miles);
    const [top, bottom] = [this.#rowOf(box.minLat), this.#rowOf(box.maxLat)];
    const [left, right] = [this.#columnOf(box.minLng), this.#columnOf(box.maxLng)];
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
