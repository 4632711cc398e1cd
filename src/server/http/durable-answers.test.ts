// With group commit, no write is acknowledged before it is on disk: a sign-up's 201 waits for the
// fsync that covers it; a request that wrote nothing does not wait, even while another's is pending.
import { describe, expect, test } from 'bun:test';
import { attachGroupCommit, createGroupCommit, type Flush } from '../db/group-commit';
import { registration } from '../testing/fixtures';
import { createTestApp } from '../testing/harness';

/** A test app whose database has group commit with fsyncs the test ends by hand. */
function appWithManualFlush() {
  const t = createTestApp();
  const started: (() => void)[] = [];
  const flush: Flush = () => new Promise<void>((resolve) => started.push(resolve));
  attachGroupCommit(t.deps.db, createGroupCommit(t.deps.db.$client, 'test-wal', flush));
  return { t, started };
}

/** Ends every fsync asked for until the answer arrives. */
async function flushedUntil<T>(promise: Promise<T>, started: (() => void)[]): Promise<T> {
  let done = false;
  const settled = promise.finally(() => (done = true));
  while (!done) {
    while (started.length) started.shift()!();
    await Bun.sleep(1);
  }
  return settled;
}

/** The answer, or 'pending' if it has not arrived after a few turns of the event loop. */
async function within<T>(promise: Promise<T>): Promise<T | 'pending'> {
  return Promise.race([promise, Bun.sleep(30).then(() => 'pending' as const)]);
}

describe('answers wait for group commit', () => {
  test('a write is answered only after the fsync that covers it ends', async () => {
    const { t, started } = appWithManualFlush();
    // Whatever the template database and the app's set-up wrote: flushed first.
    await flushedUntil(t.client().get('/api/config'), started);

    const client = t.client();
    const signUp = client.post('/api/register', registration());
    // The sign-up commits and its answer asks for an fsync…
    while (!started.length) await Bun.sleep(1);
    // …and does not arrive while that fsync is under way.
    expect(await within(signUp)).toBe('pending');
    expect(started).toHaveLength(1);
    started.shift()!();
    expect((await signUp).status).toBe(201);
  });

  test("a request that wrote nothing is answered while another's fsync is under way", async () => {
    const { t, started } = appWithManualFlush();
    await flushedUntil(t.client().get('/api/config'), started);
    const signUp = t.client().post('/api/register', registration());
    while (!started.length) await Bun.sleep(1);
    const read = await within(t.client().get('/api/config'));
    expect(read).not.toBe('pending');
    expect(await within(signUp)).toBe('pending');
    expect((await flushedUntil(signUp, started)).status).toBe(201);
  });

  test('with nothing written since the last fsync, answers do not wait', async () => {
    const { t, started } = appWithManualFlush();
    await flushedUntil(t.client().get('/api/config'), started);
    const second = await within(t.client().get('/api/config'));
    expect(second).not.toBe('pending');
    expect(started).toHaveLength(0);
  });
});
