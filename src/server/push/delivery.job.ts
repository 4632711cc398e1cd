// The push outbox's job: send what is due to the browsers' push services.
import type { Job, JobSummary } from '../jobs/job';
import { deliverDuePushes } from './delivery';

export const pushDeliveryJob: Job = {
  name: 'push-delivery',
  // As often as e-mail: a push is worth most while it is fresh.
  everyMs: (config) => config.EMAIL_POLL_SECONDS * 1000,
  async run(deps): Promise<JobSummary> {
    return { ...(await deliverDuePushes(deps)) };
  },
};
