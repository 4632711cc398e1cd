// Registered in jobs/registry.ts: once a minute, e-mail the messages left unread for 10 minutes.
import type { Job } from '../jobs/job';
import { emailUnreadMessages } from './unread-email';

export const unreadMessageEmailJob: Job = {
  name: 'unread-message-emails',
  everyMs: 60 * 1000,
  run: (deps) => emailUnreadMessages(deps),
};
