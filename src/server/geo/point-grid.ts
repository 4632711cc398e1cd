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
export type PointVisitor<P> = (point: P, distance: number) => boolean | void;

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

  get size(): number {
    return this.#cellOfPoint.size;
  }

  /** Adds the point, or moves it when its id is already in the grid. */
  set(point: P): void {
    this.delete(point.id);
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
  }

  clear(): void {
    this.#cells.clear();
    this.#cellOfPoint.clear();
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
    const box = boundingBox(latitude, longitude, miles);
    const [top, bottom] = [this.#rowOf(box.minLat), this.#rowOf(box.maxLat)];
    const [left, right] = [this.#columnOf(box.minLng), this.#columnOf(box.maxLng)];
    const [centreRow, centreColumn] = [this.#rowOf(latitude), this.#columnOf(longitude)];
    const rings = Math.max(centreRow - top, bottom - centreRow, centreColumn - left, right - centreColumn);

    const visitCell = (row: number, column: number): boolean => {
      if (row < top || row > bottom || column < left || column > right) return true;
      const cell = this.#cells.get(this.#key(row, column));
      if (!cell) return true;
      for (const point of cell.values()) {
        const distance = distanceMiles(latitude, longitude, point.latitude, point.longitude);
        if (distance <= miles && visit(point, distance) === false) return false;
      }
      return true;
    };

    for (let ring = 0; ring <= rings; ring++) {
      for (let row = centreRow - ring; row <= centreRow + ring; row++) {
        const edgeRow = row === centreRow - ring || row === centreRow + ring;
        // Edge rows are read whole; the rows between only at the ring's left and right cells.
        const step = edgeRow ? 1 : Math.max(1, 2 * ring);
        for (let column = centreColumn - ring; column <= centreColumn + ring; column += step) {
          if (!visitCell(row, column)) return;
        }
      }
    }
  }
}
