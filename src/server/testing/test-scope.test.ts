// The preload's hooks reach every test file, also under `bun run test` (two workers, each
// running many files in one global): a database a test opens is closed when that test ends,
// one opened at a file's top level lives on.
import { Database } from 'bun:sqlite';
import { expect, test } from 'bun:test';
import { closeAfterTest } from './test-scope';

const fileWide = new Database(':memory:');
closeAfterTest(fileWide);
let fromTheTestBefore: Database | undefined;

test('a database opened in a test answers during it', () => {
  const database = new Database(':memory:');
  closeAfterTest(database);
  database.prepare('SELECT 1').get();
  fromTheTestBefore = database;
});

test('it is closed once that test ended; one opened at the top level is not', () => {
  expect(() => fromTheTestBefore!.prepare('SELECT 1').get()).toThrow();
  expect(fileWide.prepare('SELECT 1 AS one').get()).toEqual({ one: 1 });
});
