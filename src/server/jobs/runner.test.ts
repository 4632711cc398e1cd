// The job runner: runs a job by name, records each run (kept in job_runs, read by listJobs),
// never runs one job twice at once, and stops only when the run under way has finished.
import { describe, expect, test } from 'bun:test';
import { createTestApp } from '../testing/harness';
import type { Job } from './job';
import { registeredJobs } from './registry';
import { createJobRunner } from './runner';
import { listJobs } from './service';
import { MINUTE_MS } from '../../shared/time';

/** A job whose runs wait for release(), counting how many run at once. */
function slowJob(name = 'slow') {
  let release = () => {};
  const state = { started: 0, finished: 0, concurrent: 0, maxConcurrent: 0 };
  const job: Job = {
    name,
    everyMs: 5,
    async run() {
      state.started++;
      state.maxConcurrent = Math.max(state.maxConcurrent, ++state.concurrent);
      await new Promise<void>((resolve) => (release = resolve));
      state.concurrent--;
      state.finished++;
      return { done: state.finished };
    },
  };
  return { job, state, release: () => release() };
}

describe('running a job by name', () => {
  test('answers its summary and records the run; listJobs shows it, and a job that never ran', async () => {
    const t = createTestApp();
    const started = t.deps.clock();
    const tidy: Job = {
      name: 'tidy',
      everyMs: 10 * MINUTE_MS,
      run: () => {
        t.advance(MINUTE_MS);
        return { removed: 3 };
      },
    };
    const idle: Job = { name: 'idle', everyMs: (config) => config.EMAIL_POLL_SECONDS * 1000, run: () => undefined };
    const jobs = createJobRunner(t.deps, [tidy, idle]);

    expect(await jobs.run('tidy')).toEqual({ removed: 3 });

    expect(listJobs(t.deps, [tidy, idle])).toEqual([
      {
        name: 'tidy',
        everyMs: 10 * MINUTE_MS,
        lastStartedAt: new Date(started).toISOString(),
        lastFinishedAt: new Date(started + MINUTE_MS).toISOString(),
        lastError: null,
        lastSummary: { removed: 3 },
        runs: 1,
      },
      { name: 'idle', everyMs: 5000, lastStartedAt: null, lastFinishedAt: null, lastError: null, lastSummary: null, runs: 0 },
    ]);
  });

  test('a failing job rejects with its error, which is recorded until a run succeeds', async () => {
    const t = createTestApp();
    let fail = true;
    const flaky: Job = {
      name: 'flaky',
      everyMs: MINUTE_MS,
      run: () => {
        if (fail) throw new Error('SMTP server said no');
        return { sent: 1 };
      },
    };
    const jobs = createJobRunner(t.deps, [flaky]);

    await expect(jobs.run('flaky')).rejects.toThrow('SMTP server said no');
    expect(listJobs(t.deps, [flaky])[0]).toMatchObject({ lastError: 'SMTP server said no', lastSummary: null, runs: 1 });

    fail = false;
    await jobs.run('flaky');
    expect(listJobs(t.deps, [flaky])[0]).toMatchObject({ lastError: null, lastSummary: { sent: 1 }, runs: 2 });
  });

  test('an unknown name is refused', async () => {
    const t = createTestApp();
    await expect(createJobRunner(t.deps, []).run('nope')).rejects.toThrow('No job named nope');
  });

  test('the record outlives the runner, as it outlives a restart', async () => {
    const t = createTestApp();
    const job: Job = { name: 'once', everyMs: MINUTE_MS, run: () => ({ n: 1 }) };
    await createJobRunner(t.deps, [job]).run('once');
    await createJobRunner(t.deps, [job]).run('once');
    expect(listJobs(t.deps, [job])[0]!.runs).toBe(2);
  });

  test('listJobs lists every registered job', () => {
    const t = createTestApp();
    expect(listJobs(t.deps).map((job) => job.name)).toEqual([
      'email-delivery',
      'push-delivery',
      'auth-cleanup',
      'billing-off-renewal',
      'change-log-prune',
      'unread-message-emails',
      'booking-summary-expiry',
      'alert-fanout',
      'alert-digest',
      'referral-eligibility',
      'market-refresh',
      'shift-reminders',
      'rating-visibility',
      'shift-hours',
      'licence-expiry',
      'invoice-reminders',
      'account-erasure',
      'scheduled-backup',
    ]);
    expect(new Set(registeredJobs.map((job) => job.name)).size).toBe(registeredJobs.length);
  });
});

describe('one run of a job at a time', () => {
  test('asking for a job that is running joins its run instead of starting another', async () => {
    const t = createTestApp();
    const slow = slowJob();
    const jobs = createJobRunner(t.deps, [slow.job]);

    const first = jobs.run('slow');
    const second = jobs.run('slow');
    slow.release();

    expect(await first).toEqual({ done: 1 });
    expect(await second).toEqual({ done: 1 });
    expect(slow.state.started).toBe(1);
  });

  test("two runners of one database (the timers' and Run now's) share the run under way", async () => {
    const t = createTestApp();
    const slow = slowJob();
    const timers = createJobRunner(t.deps, [slow.job]);
    const panel = createJobRunner(t.deps, [slow.job]);

    const first = timers.run('slow');
    const second = panel.run('slow');
    slow.release();

    expect(await first).toEqual({ done: 1 });
    expect(await second).toEqual({ done: 1 });
    expect(slow.state).toMatchObject({ started: 1, maxConcurrent: 1 });
    // Once it has finished, the next ask starts a new run.
    const third = panel.run('slow');
    slow.release();
    expect(await third).toEqual({ done: 2 });
  });

  test('on its timer, a run slower than the interval is never overlapped by the next', async () => {
    const t = createTestApp();
    const slow = slowJob();
    const jobs = createJobRunner(t.deps, [slow.job]);
    jobs.start();
    for (let i = 0; i < 4; i++) {
      // Several intervals pass while each run waits.
      await Bun.sleep(30);
      slow.release();
    }
    await Bun.sleep(30);
    const stopping = jobs.stop();
    slow.release();
    await stopping;

    expect(slow.state.started).toBeGreaterThanOrEqual(3);
    expect(slow.state.maxConcurrent).toBe(1);
  });

  test('stop() waits for the run under way, and no run starts after it', async () => {
    const t = createTestApp();
    const slow = slowJob();
    const jobs = createJobRunner(t.deps, [slow.job]);
    jobs.start();
    await Bun.sleep(20);
    expect(slow.state.started).toBe(1);

    let stopped = false;
    const stopping = jobs.stop().then(() => (stopped = true));
    await Bun.sleep(20);
    expect(stopped).toBe(false);
    slow.release();
    await stopping;
    expect(slow.state.finished).toBe(1);
    await Bun.sleep(20);
    expect(slow.state.started).toBe(1);
  });
});
