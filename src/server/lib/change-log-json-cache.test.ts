// The shared JSON answer cache: an entry is dropped when the change log names an id it shows,
// when it is older than its age limit, and everything starts over past the byte cap.
import { expect, test } from 'bun:test';
import { migratedDatabase } from '../testing/database';
import type { ChangeFeed } from './change-log';
import { ChangeLogJsonCache } from './change-log-json-cache';

const FEED: ChangeFeed = { kinds: ['invoice'], reads: ['shift_invoices'] };

function logChange(db: ReturnType<typeof migratedDatabase>, refId: number) {
  db.$client.run("INSERT INTO change_log (kind, ref_id, created_at) VALUES ('invoice', ?, ?)", [refId, Date.now()]);
}

test('a change to an id an entry shows drops that entry and no other', () => {
  const db = migratedDatabase();
  const cache = new ChangeLogJsonCache(db, FEED, { maxBytes: 1_000_000 });
  cache.read('warm', 0);
  cache.store('a', '"a"', [1, 2], 0);
  cache.store('b', '"b"', [3], 0);
  logChange(db, 2);
  expect(cache.read('a', 0)).toBeNull();
  expect(cache.read('b', 0)).toBe('"b"');
});

test('an entry past its age is read afresh; without an age limit it stays', () => {
  const db = migratedDatabase();
  const aged = new ChangeLogJsonCache(db, FEED, { maxBytes: 1_000_000, maxAgeMs: 60_000 });
  const ageless = new ChangeLogJsonCache(db, FEED, { maxBytes: 1_000_000 });
  for (const cache of [aged, ageless]) cache.store('a', '"a"', [1], 0);
  expect(aged.read('a', 60_000)).toBe('"a"');
  expect(aged.read('a', 60_001)).toBeNull();
  expect(ageless.read('a', 10 * 60_000)).toBe('"a"');
});

test('past the byte cap the cache starts over; json() loads once and then serves the copy', () => {
  const db = migratedDatabase();
  const cache = new ChangeLogJsonCache(db, FEED, { maxBytes: 10 });
  cache.store('a', '"12345"', [1], 0);
  cache.store('b', '"67890"', [2], 0);
  expect(cache.read('a', 0)).toBeNull();
  expect(cache.read('b', 0)).toBe('"67890"');
  let loads = 0;
  const load = () => ({ n: ++loads });
  expect(cache.json('c', 0, load, () => [5])).toBe('{"n":1}');
  expect(cache.json('c', 0, load, () => [5])).toBe('{"n":1}');
  logChange(db, 5);
  expect(cache.json('c', 0, load, () => [5])).toBe('{"n":2}');
});
