// The one call a post makes to alert people: a row in its own transaction. The alert job
// (alerts/*.job.ts) fans it out to the recipients later, so the post answers at once and a crash
// between the post and the e-mails loses nothing.
import type { AlertKind } from '../../shared/alerts';
import type { Db } from '../db/client';

/** Must run inside the transaction that stores the shifts or the posting. */
export function queueAlertFanout(db: Db, fanout: { kind: AlertKind; actorId: number; refIds: number[]; now: number }): number {
  return db.$client
    .query<{ id: number }, [string, number, string, number]>(
      "INSERT INTO alert_fanouts (kind, actor_id, ref_ids, status, created_at) VALUES (?, ?, ?, 'pending', ?) RETURNING id",
    )
    .get(fanout.kind, fanout.actorId, JSON.stringify(fanout.refIds), fanout.now)!.id;
}
