// Keeps the first `size` items of a stream in a comparator's order without sorting the whole
// stream: a nationwide search sorted by rate offers 200,000 shifts to keep a page of 50.
export interface BestOf<T> {
  /** Keeps the item if it is among the best so far; says whether it did (a caller may then reuse a refused item). */
  offer(item: T): boolean;
  /** The item a newcomer must beat, once `size` are kept; undefined while there is room. */
  worst(): T | undefined;
  /** The kept items, best first. */
  sorted(): T[];
}

export function bestOf<T>(size: number, compare: (a: T, b: T) => number): BestOf<T> {
  const kept: T[] = [];
  return {
    offer(item) {
      if (kept.length === size && compare(item, kept[size - 1]!) >= 0) return false;
      // Binary search for the insertion point keeps `kept` sorted.
      let low = 0;
      let high = kept.length;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if (compare(kept[middle]!, item) <= 0) low = middle + 1;
        else high = middle;
      }
      kept.splice(low, 0, item);
      if (kept.length > size) kept.pop();
      return true;
    },
    worst: () => (kept.length === size ? kept[size - 1] : undefined),
    sorted: () => kept,
  };
}
