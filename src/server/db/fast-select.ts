// A drizzle select for the widest hot reads (the booking, availability and summary lists): the
// SQL and the row type are drizzle's, from the schema, but the rows are shaped here by a mapper
// built once. drizzle's own mapper checks each field's class and table on every row, which on a
// page of 150 rows × 45 columns cost 2.6 times SQLite's own work (bench/reads-inprocess.ts).
// Unlike drizzle, a nested object is never turned into null when its left-joined table is
// missing: nest only columns of inner-joined tables, or of more than one table.
import { Column, is, Placeholder, SQL } from 'drizzle-orm';
import type { Db } from './client';

interface Leaf {
  path: string[];
  /** Only the columns stored in another form (JSON text, 0/1 booleans) are decoded. */
  decode: ((value: unknown) => unknown) | null;
}

function leavesOf(fields: Record<string, unknown>, prefix: string[] = []): Leaf[] {
  return Object.entries(fields).flatMap(([key, field]): Leaf[] => {
    const path = [...prefix, key];
    if (is(field, Column)) {
      const stored = field.dataType === 'json' || field.dataType === 'boolean';
      return [{ path, decode: stored ? (value) => field.mapFromDriverValue(value) : null }];
    }
    if (is(field, SQL) || is(field, SQL.Aliased)) return [{ path, decode: null }];
    return leavesOf(field as Record<string, unknown>, path);
  });
}

interface Select {
  toSQL(): { sql: string; params: unknown[] };
  all(): unknown[];
}

/**
 * A statement for `query` (built with `fields` as its selection): call it with the values of
 * its placeholders; answers the rows as drizzle's `all()` would type them.
 */
export function fastSelect<Q extends Select>(db: Db, fields: Record<string, unknown>, query: Q): (values: Record<string, unknown>) => ReturnType<Q['all']> {
  const { sql, params } = query.toSQL();
  // Raw on purpose: the SQL is drizzle's, run as rows of values so the mapper above shapes them.
  const statement = db.$client.prepare<unknown[], (string | number | bigint | null)[]>(sql);
  const leaves = leavesOf(fields);
  const bind = (values: Record<string, unknown>) =>
    params.map((param) => {
      const value = is(param, Placeholder) ? values[param.name] : param;
      return (typeof value === 'boolean' ? Number(value) : value) as string | number | bigint | null;
    });
  return (values) =>
    statement.values(...bind(values)).map((row) => {
      const out: Record<string, unknown> = {};
      for (let i = 0; i < leaves.length; i++) {
        const { path, decode } = leaves[i]!;
        let node = out;
        for (let j = 0; j < path.length - 1; j++) node = (node[path[j]!] ??= {}) as Record<string, unknown>;
        const raw = row[i] ?? null;
        node[path[path.length - 1]!] = raw === null || decode === null ? raw : decode(raw);
      }
      return out;
    }) as ReturnType<Q['all']>;
}
