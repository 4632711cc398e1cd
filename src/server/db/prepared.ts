// Prepared statements cached per database: the hot paths (session and user lookups on every
// request) skip drizzle's query building, which costs far more than SQLite itself.
const cache = new WeakMap<object, Map<string, unknown>>();

/** The statement built by `build` for this database, built once. */
export function prepared<T>(db: object, key: string, build: () => T): T {
  let statements = cache.get(db);
  if (!statements) cache.set(db, (statements = new Map()));
  let statement = statements.get(key) as T | undefined;
  if (statement === undefined) statements.set(key, (statement = build()));
  return statement;
}
