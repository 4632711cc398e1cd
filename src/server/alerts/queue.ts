// The one call a post makes to alert people: a row in its own transaction. The alert job
// (alerts/*.job.ts) fans it out to the recipients later, so the post answers at once and a crash
// between the post and the e-mails loses nothing.
import type { AlertKind } from '../../shared/alerts';
import type { Db } from '../db/client';
import { alertFanouts } from '../db/schema';

/**
 * Must run inside the transaction that stores the shifts or the posting. `notBefore`: not fanned
 * out before then (a post in its first look is told to everyone when the window ends).
 */
export function queueAlertFanout(db: Db, fanout: { kind: AlertKind; actorId: number; refIds: number[]; now: number; notBefore?: number | null }): number {
  return db
    .insert(alertFanouts)
    .values({
      kind: fanout.kind,
      actorId: fanout.actorId,
      refIds: fanout.refIds,
      status: 'pending',
      notBefore: fanout.notBefore ?? null,
      createdAt: fanout.now,
    })
    .returning({ id: alertFanouts.id })
    .get().id;
}
