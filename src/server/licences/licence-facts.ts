// A vet's licences as the cards judge them (state, decision, expiry), loaded from the database
// for the in-memory vet index (search/vet-index.ts) and for vets it does not hold.
import { asc, eq } from 'drizzle-orm';
import type { Licence } from '../../shared/trusted-network';
import type { Db } from '../db/client';
import { vetLicences } from '../db/schema';
/** What the cards need of a licence. */
export type LicenceFacts = Pick<Licence, 'state' | 'status' | 'expiresOn'>;

const columns = { vetId: vetLicences.vetId, state: vetLicences.state, status: vetLicences.status, expiresOn: vetLicences.expiresOn };

/** Every vet's licences, by vet: the index's full load. */
export function allLicenceFacts(db: Db): Map<number, LicenceFacts[]> {
  const byVet = new Map<number, LicenceFacts[]>();
  for (const { vetId, ...facts } of db.select(columns).from(vetLicences).orderBy(asc(vetLicences.id)).all()) {
    const list = byVet.get(vetId);
    if (list) list.push(facts);
    else byVet.set(vetId, [facts]);
  }
  return byVet;
}

/** One vet's licences from the database. */
export function licenceFactsFromDb(db: Db, vetId: number): LicenceFacts[] {
  return db
    .select(columns)
    .from(vetLicences)
    .where(eq(vetLicences.vetId, vetId))
    .orderBy(asc(vetLicences.id))
    .all()
    .map(({ vetId: _, ...facts }) => facts);
}
