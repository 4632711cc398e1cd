// CI's "N passed, N failed" line (.ci/count-tests): `bun run test:all` runs `bun test` twice, the
// API tests and then the browser tests, and the line must count both runs, not only the last.
import { expect, test } from 'bun:test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const SCRIPT = resolve(import.meta.dir, '../../../.ci/count-tests');

function countOf(log: string, status: number): string {
  const dir = mkdtempSync(join(tmpdir(), 'ci-count-'));
  try {
    const file = join(dir, 'log');
    writeFileSync(file, log);
    const run = Bun.spawnSync(['bash', SCRIPT, file, String(status)], { stdout: 'pipe', stderr: 'pipe' });
    expect(run.stderr.toString()).toBe('');
    return run.stdout.toString().trim();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The end of one `bun test` run's output. */
const summary = (pass: number, fail: number) => `\n ${pass} pass\n ${fail} fail\n Ran ${pass + fail} tests across 9 files. [1.00s]\n`;

test('the counts are summed over both test runs', () => {
  expect(countOf(`(pass) a [1ms]${summary(1938, 0)}(pass) b${summary(120, 0)}`, 0)).toBe('2058 passed, 0 failed');
});

test('a failure in the first run counts although the second passed', () => {
  expect(countOf(`${summary(1930, 8)}${summary(120, 0)}`, 1)).toBe('2050 passed, 8 failed');
  expect(countOf(`${summary(1938, 0)}${summary(118, 2)}`, 1)).toBe('2056 passed, 2 failed');
});

test('a failed run without a failing test (typecheck, lint, build) counts as one failure', () => {
  expect(countOf('src/x.ts(1,1): error TS2304\n', 2)).toBe('0 passed, 1 failed');
  expect(countOf(summary(1938, 0), 1)).toBe('1938 passed, 1 failed');
});

test('only summary lines count, not a test name that reads like one', () => {
  expect(countOf(`(pass) shows 5 pass [2ms]\n(fail) 3 fail\n${summary(7, 1)}`, 1)).toBe('7 passed, 1 failed');
});
