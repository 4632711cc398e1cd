// Who may write to whom: a clinic and a vet, both past the access gate (spec 1 §4). The message
// routes and the message assistant ask here, so the two never disagree.
import { accessOf } from '../auth/access';
import { findUserById } from '../auth/service';
import type { Db } from '../db/client';
import type { User } from '../db/schema';
import { AppError } from '../http/errors';

/**
 * The recipient `sender` may message, or a 4xx: 404 when there is no such user (or it is the
 * sender), 400 when it is of the same kind, 403 when it cannot use the marketplace yet.
 */
export function messageableCounterpart(db: Db, sender: User, recipientId: number, now: number): User {
  const recipient = recipientId === sender.id ? undefined : findUserById(db, recipientId);
  if (!recipient) throw new AppError(404, 'Recipient not found', 'RECIPIENT_NOT_FOUND');
  if (recipient.userType === sender.userType) {
    throw new AppError(400, 'Messages go between a clinic and a relief veterinarian', 'SAME_KIND_RECIPIENT');
  }
  if (accessOf(db, recipient, now).access !== 'ok') {
    throw new AppError(403, 'This user cannot receive messages until their account is set up', 'RECIPIENT_UNAVAILABLE');
  }
  return recipient;
}
