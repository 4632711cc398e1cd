// The outbox's job: send what is due over SMTP, or, without SMTP_URL, log it once.
import type { Job, JobSummary } from '../jobs/job';
import { deliverDueEmails, logUndeliverable } from './delivery';

export const emailDeliveryJob: Job = {
  name: 'email-delivery',
  // EMAIL_POLL_SECONDS: how soon queued mail leaves (default 5 s).
  everyMs: (config) => config.EMAIL_POLL_SECONDS * 1000,
  async run({ db, mailer, config, clock, log }): Promise<JobSummary> {
    if (!mailer) return { logged: logUndeliverable(db, log) };
    return { sent: await deliverDueEmails(db, mailer, config.mailFrom, clock, log) };
  },
};
