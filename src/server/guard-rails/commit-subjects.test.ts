// Commit subjects stay at most 72 characters, so `git log --oneline`, GitHub and mail clients
// show them whole. Checked from 1d58930, the commit where the rule was written down; older
// history is left as it is. A copy without git or without that commit (a shallow clone, a
// source tarball) skips with the reason rather than failing.
import { expect, test } from 'bun:test';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dir, '../../..');
const SINCE = '1d58930';
const MAX_SUBJECT = 72;

function git(...args: string[]): { ok: boolean; stdout: string } {
  try {
    const run = Bun.spawnSync(['git', ...args], { cwd: ROOT, stdout: 'pipe', stderr: 'pipe' });
    return { ok: run.exitCode === 0, stdout: run.stdout.toString() };
  } catch {
    // No git on the PATH.
    return { ok: false, stdout: '' };
  }
}

/** The subjects (one a line) longer than the limit, counted in characters, with their length. */
function tooLong(subjects: string): string[] {
  return subjects
    .split('\n')
    .filter((subject) => [...subject].length > MAX_SUBJECT)
    .map((subject) => `${[...subject].length}: ${subject}`);
}

test('a subject of 73 characters is caught; 72, even with non-ASCII letters, is not', () => {
  const limit = 'x'.repeat(MAX_SUBJECT);
  const accented = `Café ${'é'.repeat(MAX_SUBJECT - 5)}`;
  expect(tooLong([limit, accented, ''].join('\n'))).toEqual([]);
  expect(tooLong([limit, `${limit}y`].join('\n'))).toEqual([`73: ${limit}y`]);
});

const history = git('cat-file', '-e', `${SINCE}^{commit}`).ok;
if (!history) console.warn(`commit-subjects: skipped, git or commit ${SINCE} is missing here (a shallow clone?)`);

test.skipIf(!history)(`every commit subject after ${SINCE} is at most ${MAX_SUBJECT} characters`, () => {
  const log = git('log', `${SINCE}..HEAD`, '--format=%s');
  expect(log.ok).toBe(true);
  expect(tooLong(log.stdout)).toEqual([]);
});
