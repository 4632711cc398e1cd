// Every job of the app, each defined beside the feature whose rows it maintains. The runner runs
// exactly these; add a feature's job here.
import { accountErasureJob } from '../account-deletion/erasure.job';
import { alertDigestJob } from '../alerts/digest.job';
import { alertFanoutJob } from '../alerts/fanout.job';
import { authCleanupJob } from '../auth/cleanup.job';
import { billingRenewalJob } from '../billing/renewal.job';
import { scheduledBackupJob } from '../backup/scheduled.job';
import { emailDeliveryJob } from '../email/delivery.job';
import { hoursJob } from '../hours/hours.job';
import { licenceExpiryJob } from '../licences/expiry.job';
import { invoiceRemindersJob } from '../invoices/reminders.job';
import { marketRefreshJob } from '../market/refresh.job';
import { unreadMessageEmailJob } from '../messages/unread-email.job';
import { pushDeliveryJob } from '../push/delivery.job';
import { referralEligibilityJob } from '../referrals/eligibility.job';
import { shiftRemindersJob } from '../reminders/reminders.job';
import { ratingVisibilityJob } from '../ratings/visibility.job';
import { summaryExpiryJob } from '../summaries/expiry.job';
import { changeLogPruneJob } from './change-log.job';
import type { Job } from './job';

export const registeredJobs: readonly Job[] = [
  emailDeliveryJob,
  pushDeliveryJob,
  authCleanupJob,
  billingRenewalJob,
  changeLogPruneJob,
  unreadMessageEmailJob,
  summaryExpiryJob,
  alertFanoutJob,
  alertDigestJob,
  referralEligibilityJob,
  marketRefreshJob,
  shiftRemindersJob,
  ratingVisibilityJob,
  hoursJob,
  licenceExpiryJob,
  invoiceRemindersJob,
  accountErasureJob,
  scheduledBackupJob,
];
