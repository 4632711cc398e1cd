// The admin's side of licences: the queue of unverified ones (newest first, by state) and the
// decision on one, Verify or Reject with a note, written to the admin audit log in the same
// transaction.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { LicenceDecision, LicenceQueuePage } from '../../shared/licence-queue';
import { LICENCE_QUEUE_PAGE_SIZE } from '../../shared/licence-queue';
import { type Actor, audit } from '../admin/audit';
import type { Db } from '../db/client';
import { users, vetLicences, vetProfiles } from '../db/schema';
import { AppError } from '../http/errors';
import { boardLookupUrl } from './board-lookups';

/** GET /api/admin/licences: one page of unverified licences, newest first. */
export function licenceQueue(db: Db, query: { state?: string | undefined; offset: number }): LicenceQueuePage {
  const where: SQL = and(eq(vetLicences.status, 'unverified'), query.state ? eq(vetLicences.state, query.state) : undefined)!;
  const rows = db
    .select({
      licence: vetLicences,
      email: users.email,
      accountFirst: users.firstName,
      accountLast: users.lastName,
      profileFirst: vetProfiles.firstName,
      profileLast: vetProfiles.lastName,
    })
    .from(vetLicences)
    .innerJoin(users, eq(users.id, vetLicences.vetId))
    .leftJoin(vetProfiles, eq(vetProfiles.userId, vetLicences.vetId))
    .where(where)
    .orderBy(desc(vetLicences.createdAt), desc(vetLicences.id))
    .limit(LICENCE_QUEUE_PAGE_SIZE)
    .offset(query.offset)
    .all();
  const total = db.select({ n: count() }).from(vetLicences).where(where).get()!.n;
  return {
    licences: rows.map(({ licence, email, ...name }) => ({
      id: licence.id,
      vetId: licence.vetId,
      vetName: `Dr. ${name.profileFirst ?? name.accountFirst} ${name.profileLast ?? name.accountLast}`,
      vetEmail: email,
      state: licence.state,
      licenceNumber: licence.licenceNumber,
      expiresOn: licence.expiresOn,
      status: licence.status,
      createdAt: new Date(licence.createdAt).toISOString(),
      lookupUrl: boardLookupUrl(licence.state),
    })),
    total,
    offset: query.offset,
    limit: LICENCE_QUEUE_PAGE_SIZE,
  };
}

export interface DecisionInput {
  decision: 'verify' | 'reject';
  note: string | null;
}

/**
 * POST /api/admin/licences/{id}/decision: verifies or rejects the licence as it stands now (the
 * number the admin checked is kept in the audit row), audited with the note.
 */
export function decideLicence(db: Db, actor: Actor, licenceId: number, input: DecisionInput, now: number): LicenceDecision {
  return db.transaction(
    (tx) => {
      const licence = tx.select().from(vetLicences).where(eq(vetLicences.id, licenceId)).get();
      if (!licence) throw new AppError(404, 'Licence not found', 'LICENCE_NOT_FOUND');
      const status = input.decision === 'verify' ? 'verified' : 'rejected';
      tx.update(vetLicences).set({ status, decidedAt: now, decisionNote: input.note, updatedAt: now }).where(eq(vetLicences.id, licenceId)).run();
      audit(tx, actor, `licence.${input.decision}`, `licence:${licenceId}`, now, {
        vetId: licence.vetId,
        state: licence.state,
        licenceNumber: licence.licenceNumber,
        note: input.note,
      });
      return { id: licenceId, status, decidedAt: new Date(now).toISOString() };
    },
    { behavior: 'immediate' },
  );
}
