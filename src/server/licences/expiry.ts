// Licence expiry: the vet is e-mailed 60 and 14 days before a licence's expiry date, and on the
// first day it is out of date the licence is marked expired (the badge goes) and the vet told.
// Each notice is written once per licence and expiry date (licence_notices), in the transaction
// that queues its e-mail, so a run repeated or caught up after downtime sends none twice; a run
// after a long gap sends only the most urgent notice still due, never a stale earlier one.
import { and, eq, isNotNull, isNull, lte, ne } from 'drizzle-orm';
import { earliestUsToday } from '../../shared/shifts';
import { DAY_MS } from '../../shared/time';
import { LICENCE_EXPIRY_NOTICE_DAYS } from '../../shared/trusted-network';
import type { AppDeps } from '../context';
import { licenceNotices, users, vetLicences, vetProfiles } from '../db/schema';
import { enqueueEmail } from '../email/outbox';
import { licenceExpiredEmail, licenceExpiringEmail } from './expiry-emails';

const [FIRST_NOTICE_DAYS] = LICENCE_EXPIRY_NOTICE_DAYS;

const dayNumber = (date: string) => Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
const dateAfter = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The notice due `daysLeft` days before expiry (negative: past it), or null when none is yet. */
export function noticeDue(daysLeft: number): string | null {
  if (daysLeft < 0) return 'expired';
  // Most urgent first: 14 before 60.
  const due = [...LICENCE_EXPIRY_NOTICE_DAYS].sort((a, b) => a - b).find((days) => daysLeft <= days);
  return due === undefined ? null : String(due);
}

/** One run at `now`: reminders sent and licences marked expired. */
export function runLicenceExpiry(deps: Pick<AppDeps, 'db' | 'config'>, now: number): { reminded: number; expired: number } {
  const { db, config } = deps;
  const today = earliestUsToday(now);
  const profileLink = `${config.publicUrl}/profile`;
  const candidates = db
    .select({
      id: vetLicences.id,
      state: vetLicences.state,
      licenceNumber: vetLicences.licenceNumber,
      expiresOn: vetLicences.expiresOn,
      to: users.email,
      accountFirst: users.firstName,
      profileFirst: vetProfiles.firstName,
    })
    .from(vetLicences)
    .innerJoin(users, eq(users.id, vetLicences.vetId))
    .leftJoin(vetProfiles, eq(vetProfiles.userId, vetLicences.vetId))
    .where(
      and(
        isNotNull(vetLicences.expiresOn),
        isNull(vetLicences.expiredAt),
        // A closed account waiting for erasure hears nothing; restored, the next run catches up.
        isNull(users.deactivatedAt),
        ne(vetLicences.status, 'rejected'),
        lte(vetLicences.expiresOn, dateAfter(today, FIRST_NOTICE_DAYS)),
      ),
    )
    .all();
  let reminded = 0;
  let expired = 0;
  for (const candidate of candidates) {
    const expiresOn = candidate.expiresOn!;
    const daysLeft = dayNumber(expiresOn) - dayNumber(today);
    const kind = noticeDue(daysLeft);
    if (!kind) continue;
    const licence = {
      to: candidate.to,
      firstName: candidate.profileFirst ?? candidate.accountFirst,
      state: candidate.state,
      licenceNumber: candidate.licenceNumber,
      expiresOn,
    };
    db.transaction(
      (tx) => {
        const fresh = tx.insert(licenceNotices).values({ licenceId: candidate.id, kind, expiresOn, createdAt: now }).onConflictDoNothing().returning().get();
        if (kind === 'expired') {
          // Only if the licence still has this date (the vet may have just entered a renewal).
          const marked = tx
            .update(vetLicences)
            .set({ expiredAt: now, updatedAt: now })
            .where(and(eq(vetLicences.id, candidate.id), eq(vetLicences.expiresOn, expiresOn), isNull(vetLicences.expiredAt)))
            .returning({ id: vetLicences.id })
            .get();
          if (marked) expired++;
          if (fresh && marked) enqueueEmail(tx, licenceExpiredEmail(config.APP_NAME, licence, profileLink), now);
        } else if (fresh) {
          enqueueEmail(tx, licenceExpiringEmail(config.APP_NAME, licence, daysLeft, profileLink), now);
          reminded++;
        }
      },
      { behavior: 'immediate' },
    );
  }
  return { reminded, expired };
}
