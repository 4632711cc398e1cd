// The admin audit log (issue 13): every admin action — signing in or failing to, deletes,
// cancels, clean-ups, referral actions, flag changes, jobs run, e-mails resent — with the
// session that did it and the address it came from.
import { desc } from 'drizzle-orm';
import type { AdminAuditEntry } from '../../shared/admin';
import type { Db } from '../db/client';
import { adminAuditLog } from '../db/schema';

/** Who acted: the admin session (absent for a failed sign-in) and the caller's address. */
export interface Actor {
  sid?: string;
  ip: string;
}

type Writer = Pick<Db, 'insert'>;

/** How much of the session's id the log keeps: enough to tell sessions apart. */
const SESSION_ID_CHARS = 12;

/** Writes one audit row; call it inside the action's transaction when it has one. */
export function audit(db: Writer, actor: Actor, action: string, target: string | null, now: number, detail?: Record<string, unknown>): void {
  db.insert(adminAuditLog)
    .values({ action, target, detail: detail ?? null, sessionId: actor.sid?.slice(0, SESSION_ID_CHARS) ?? null, ip: actor.ip, createdAt: now })
    .run();
}

/** The latest 200 audit rows, newest first. */
export function listAudit(db: Db): AdminAuditEntry[] {
  return db
    .select()
    .from(adminAuditLog)
    .orderBy(desc(adminAuditLog.id))
    .limit(200)
    .all()
    .map((row) => ({
      id: row.id,
      action: row.action,
      target: row.target,
      sessionId: row.sessionId,
      detail: row.detail ?? null,
      ip: row.ip,
      createdAt: new Date(row.createdAt).toISOString(),
    }));
}
