// A new message pushed to its recipient's phone, only while no tab of theirs is live: a message
// that arrives on an open socket is read there, and a push would only repeat it.
import { eq } from 'drizzle-orm';
import { threadIdOf } from '../../shared/messages';
import { clinicProfiles, type User } from '../db/schema';
import type { Db } from '../db/client';
import { notify, previewOf } from '../push/notify';

/** How the sender is named on the lock screen: the clinic's name, or Dr. First Last. */
function senderName(db: Db, sender: Pick<User, 'id' | 'userType' | 'firstName' | 'lastName'>): string {
  if (sender.userType === 'relief_vet') return `Dr. ${sender.firstName} ${sender.lastName}`;
  const clinic = db.select({ name: clinicProfiles.clinicName }).from(clinicProfiles).where(eq(clinicProfiles.userId, sender.id)).get();
  return clinic?.name ?? `${sender.firstName} ${sender.lastName}`;
}

/** Queues the push of a message just stored; `live` says whether the recipient has a socket open now. */
export function pushNewMessage(
  db: Db,
  sender: Pick<User, 'id' | 'userType' | 'firstName' | 'lastName'>,
  toUserId: number,
  content: string,
  live: boolean,
  now: number,
) {
  if (live) return;
  // One topic and tag per thread: unread messages of one conversation collapse into the latest.
  const thread = `thread-${threadIdOf(sender.id, toUserId).replace(':', '-')}`;
  const title = `${senderName(db, sender)} sent you a message`;
  notify(
    db,
    {
      userId: toUserId,
      event: 'message',
      push: (preview) => ({ title, ...(preview && { body: previewOf(content) }), url: `/messages?userId=${sender.id}`, tag: thread }),
      topic: thread,
    },
    now,
  );
}
