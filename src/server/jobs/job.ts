// What a feature registers to have work done on a timer (listed in registry.ts).
import type { Config } from '../config';
import type { AppDeps } from '../context';

/** What a run reports, e.g. { sent: 3 }: kept with the job's last run for the admin panel. */
export type JobSummary = Record<string, number>;

export interface Job {
  /** Unique: the key of its job_runs row and of runner.run(name). */
  name: string;
  /** The pause between the end of one run and the start of the next; from the config when an operator tunes it. */
  everyMs: number | ((config: Config) => number);
  /** The work itself. Work that must not be lost is kept in tables; a run only picks it up. */
  run(deps: AppDeps): JobSummary | undefined | Promise<JobSummary | undefined>;
}

export function intervalOf(job: Job, config: Config): number {
  return typeof job.everyMs === 'function' ? job.everyMs(config) : job.everyMs;
}
