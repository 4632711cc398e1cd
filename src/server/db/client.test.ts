// The database's durability follows SQLITE_SYNCHRONOUS: `group` (the default: SQLite writes the WAL
// at NORMAL and group commit fsyncs it before anything is acknowledged), `full` (SQLite fsyncs each
// commit) or `normal` (no fsync before acknowledging). Read back from SQLite itself, on a file in WAL mode.
import { afterEach, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../config';
import { openDatabase } from './client';
import { groupCommitOf } from './group-commit';

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
  const groupCommit = groupCommitOf(db) !== undefined;
  sqlite.close();
  return { synchronous, journal, groupCommit };
}

describe('PRAGMA synchronous and group commit follow SQLITE_SYNCHRONOUS', () => {
  test('unset: group commit over NORMAL, in WAL mode', () => {
    expect(pragmas(openWithEnv({}))).toEqual({ synchronous: NORMAL, journal: 'wal', groupCommit: true });
  });

  test.each([
    ['group', NORMAL, true],
    ['Group', NORMAL, true],
    ['full', FULL, false],
    ['FULL', FULL, false],
    ['normal', NORMAL, false],
    ['Normal', NORMAL, false],
  ] as const)('SQLITE_SYNCHRONOUS=%s', (value, synchronous, groupCommit) => {
    expect(pragmas(openWithEnv({ SQLITE_SYNCHRONOUS: value }))).toEqual({ synchronous, journal: 'wal', groupCommit });
  });

  test('openDatabase without options has group commit', () => {
    const folder = mkdtempSync(join(tmpdir(), 'vetrelief-sync-'));
    folders.push(folder);
    expect(pragmas(openDatabase(join(folder, 'vetrelief.db'))).groupCommit).toBe(true);
  });
});
