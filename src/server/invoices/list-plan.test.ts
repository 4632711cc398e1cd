// The list's page is read from the party's index in its own order (migration 0025), never by
// sorting all of the party's invoices: a busy vet's 600 cost a temp B-tree sort per request.
// Only the page's own rows (at most `limit`) are sorted, by the outer select.
import { expect, test } from 'bun:test';
import { migratedDatabase } from '../testing/database';
import { pageQuery, type Shape } from './list';

test.each(['vet', 'clinic'] as const)("the %s's page query sorts only its page", (side) => {
  const db = migratedDatabase();
  const shape: Shape = { side, status: null, year: false, counterpart: false };
  const { sql, params } = pageQuery(db, shape).getQuery();
  const plan = db.$client
    .query<{ detail: string }, (string | number | null)[]>(`EXPLAIN QUERY PLAN ${sql}`)
    .all(...params.map((param) => (typeof param === 'string' || typeof param === 'number' ? param : 1)))
    .map((row) => row.detail);
  expect(plan.join('\n')).toMatch(new RegExp(`USING (COVERING )?INDEX shift_invoices_${side}_list_idx`));
  // One sort only: the outer one, of the page's own rows (at most `limit`), not the party's ids.
  expect(plan.filter((step) => step === 'USE TEMP B-TREE FOR ORDER BY')).toHaveLength(1);
});
