// The in-process job runner: one timer per registered job. Work that must not be lost is kept in
// tables (the outbox), so a crash or restart loses nothing; the timers only wake the jobs up.
import type { AppDeps } from '../context';
import { whenDurable } from '../db/group-commit';
import { intervalOf, type Job, type JobSummary } from './job';
import { registeredJobs } from './registry';
import { recordFinish, recordStart } from './service';

export interface JobRunner {
  /**
   * Runs the named job now, or joins its run already under way (a job never runs twice at once).
   * Resolves with the run's summary; rejects with its error. Either way the run is recorded.
   */
  run(name: string): Promise<JobSummary | undefined>;
  /** Arms the timers: each job runs everyMs after its previous run ended. A stopped runner stays stopped. */
  start(): void;
  /** Clears the timers and waits for the runs under way to finish. */
  stop(): Promise<void>;
}

/**
 * The runs under way, per database: the timers' runner and the admin panel's "Run now" runner
 * share them, so a job asked for while its timer's run is under way joins that run (two backups
 * at once would each copy the whole database).
 */
const runsUnderWay = new WeakMap<AppDeps['db'], Map<string, Promise<JobSummary | undefined>>>();

export function createJobRunner(deps: AppDeps, jobs: readonly Job[] = registeredJobs): JobRunner {
  const byName = new Map(jobs.map((job) => [job.name, job]));
  if (byName.size !== jobs.length) throw new Error('Two jobs share a name');
  const running = runsUnderWay.get(deps.db) ?? new Map<string, Promise<JobSummary | undefined>>();
  runsUnderWay.set(deps.db, running);
  const timers = new Map<string, Timer>();
  let stopped = false;

  async function execute(job: Job): Promise<JobSummary | undefined> {
    // A job acts on what it reads (e-mails, rewards): only on changes already on disk (group commit).
    const flushing = whenDurable(deps.db);
    if (flushing) await flushing;
    recordStart(deps.db, job.name, deps.clock());
    try {
      const summary = (await job.run(deps)) ?? undefined;
      recordFinish(deps.db, job.name, deps.clock(), { summary });
      return summary;
    } catch (error) {
      recordFinish(deps.db, job.name, deps.clock(), { error: error instanceof Error ? error.message : String(error) });
      deps.log.error(`Job ${job.name} failed`, error);
      throw error;
    }
  }

  function run(name: string): Promise<JobSummary | undefined> {
    const job = byName.get(name);
    if (!job) return Promise.reject(new Error(`No job named ${name}`));
    let current = running.get(name);
    if (!current) {
      current = execute(job).finally(() => running.delete(name));
      running.set(name, current);
    }
    return current;
  }

  function schedule(job: Job) {
    if (stopped) return;
    const timer = setTimeout(
      () => {
        // A failure is already logged and recorded by execute(); the next run is still due.
        run(job.name)
          .catch(() => {})
          .finally(() => schedule(job));
      },
      intervalOf(job, deps.config),
    );
    timers.set(job.name, timer);
  }

  return {
    run,
    start() {
      for (const job of jobs) if (!timers.has(job.name)) schedule(job);
    },
    async stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled(running.values());
    },
  };
}
