// Registered in jobs/registry.ts: every 15 minutes, the overdue reminders now due (reminders.ts).
import type { Job } from '../jobs/job';
import { sendOverdueReminders } from './reminders';

export const invoiceRemindersJob: Job = {
  name: 'invoice-reminders',
  everyMs: 15 * 60 * 1000,
  run: (deps) => sendOverdueReminders(deps),
};
