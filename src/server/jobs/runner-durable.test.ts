// A job acts on what it reads (e-mails, reward cards), so with group commit it starts only once
// the commits made before it are on disk.
import { expect, test } from 'bun:test';
import { attachGroupCommit, createGroupCommit, type Flush } from '../db/group-commit';
import { createTestApp } from '../testing/harness';
import type { Job } from './job';
import { createJobRunner } from './runner';

test('a job waits for the fsync covering the commits before it', async () => {
  const t = createTestApp();
  const started: (() => void)[] = [];
  const flush: Flush = () => new Promise<void>((resolve) => started.push(resolve));
  attachGroupCommit(t.deps.db, createGroupCommit(t.deps.db.$client, 'test-wal', flush));
  let ran = 0;
  const job: Job = { name: 'reader', everyMs: 60_000, run: () => ({ ran: ++ran }) };
  const jobs = createJobRunner(t.deps, [job]);

  t.deps.db.$client.exec('CREATE TEMP TABLE written (x)');
  t.deps.db.$client.run('INSERT INTO written VALUES (1)');
  const run = jobs.run('reader');
  await Bun.sleep(5);
  expect(ran).toBe(0);
  expect(started).toHaveLength(1);
  started.shift()!();
  expect(await run).toEqual({ ran: 1 });
});
