// The database's durability follows SQLITE_SYNCHRONOUS: FULL (every acknowledged commit fsynced)
// unless the operator opts out with `normal`. Read back from SQLite itself, on a file in WAL mode.
import { afterEach, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from './client';

/** SQLite's numbers for PRAGMA synchronous. */
const FULL = 2;
const NORMAL = 1;

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Opens a database file the way main.ts does, with the config loadConfig reads from `env`. */
function openWithEnv(env: Record<string, string>) {
  const action = loadConfig([], env);
  if (action.kind !== 'run') throw new Error('expected a run config');
  const folder = mkdtempSync(join(tmpdir(), 'vetrelief-sync-'));
  folders.push(folder);
  return openDatabase(join(folder, 'vetrelief.db'), { synchronous: action.config.SQLITE_SYNCHRONOUS });
}

function pragmas(db: ReturnType<typeof openDatabase>) {
  const sqlite = db.$client;
  const synchronous = sqlite.query<{ synchronous: number }, []>('PRAGMA synchronous').get()!.synchronous;
  const journal = sqlite.query<{ journal_mode: string }, []>('PRAGMA journal_mode').get()!.journal_mode;
  sqlite.close();
  return { synchronous, journal };
}

describe('PRAGMA synchronous follows SQLITE_SYNCHRONOUS', () => {
  test('unset: FULL, in WAL mode', () => {
    expect(pragmas(openWithEnv({}))).toEqual({ synchronous: FULL, journal: 'wal' });
  });

  test.each([
    ['full', FULL],
    ['FULL', FULL],
    ['normal', NORMAL],
    ['Normal', NORMAL],
  ] as const)('SQLITE_SYNCHRONOUS=%s', (value, expected) => {
    expect(pragmas(openWithEnv({ SQLITE_SYNCHRONOUS: value }))).toEqual({ synchronous: expected, journal: 'wal' });
  });

  test('openDatabase without options is FULL', () => {
    const folder = mkdtempSync(join(tmpdir(), 'vetrelief-sync-'));
    folders.push(folder);
    expect(pragmas(openDatabase(join(folder, 'vetrelief.db'))).synchronous).toBe(FULL);
  });
});
