// The in-memory favourite lists follow every write to the favourites table, whichever code path
// made it (the change log's triggers), and each owner's list is their own.
import { expect, test } from 'bun:test';
import { createTestApp } from '../testing/harness';
import { clinic, vet } from '../testing/marketplace';
import { favouriteListOf } from './favourite-lists';

test('a list follows stars, unstars and writes by plain SQL, owner by owner', async () => {
  const t = createTestApp();
  const { db } = t.deps;
  const [a, b] = [await clinic(t, 'A'), await clinic(t, 'B')];
  const [v, w] = [await vet(t), await vet(t)];
  expect(favouriteListOf(db, v.id).ids).toEqual([]);
  await v.client.request('PUT', `/api/favourites/${a.id}`);
  expect(favouriteListOf(db, v.id).ids).toEqual([a.id]);
  expect(favouriteListOf(db, v.id).has(a.id)).toBe(true);
  expect(favouriteListOf(db, w.id).ids).toEqual([]);
  db.$client.query('INSERT INTO favourites (owner_id, target_id, created_at) VALUES (?, ?, ?)').run(v.id, b.id, t.deps.clock());
  expect([...favouriteListOf(db, v.id).ids].sort()).toEqual([a.id, b.id].sort());
  db.$client.query('DELETE FROM favourites WHERE owner_id = ? AND target_id = ?').run(v.id, a.id);
  expect(favouriteListOf(db, v.id).ids).toEqual([b.id]);
  expect(favouriteListOf(db, v.id).has(a.id)).toBe(false);
  await v.client.request('DELETE', `/api/favourites/${b.id}`);
  expect(favouriteListOf(db, v.id).ids).toEqual([]);
});

test('a favourite moved to another owner by plain SQL leaves the first owner’s list and joins the second’s', async () => {
  const t = createTestApp();
  const { db } = t.deps;
  const a = await clinic(t, 'A');
  const [v, w] = [await vet(t), await vet(t)];
  await v.client.request('PUT', `/api/favourites/${a.id}`);
  expect(favouriteListOf(db, v.id).ids).toEqual([a.id]);
  expect(favouriteListOf(db, w.id).ids).toEqual([]);
  db.$client.query('UPDATE favourites SET owner_id = ? WHERE owner_id = ?').run(w.id, v.id);
  expect(favouriteListOf(db, v.id).ids).toEqual([]);
  expect(favouriteListOf(db, w.id).ids).toEqual([a.id]);
});
