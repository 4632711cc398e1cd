// How the export names the other people in a user's records: the name the app shows them by
// (a clinic's name, "Dr. First Last" for a vet), never their e-mail, phone or address.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { prepared } from '../db/prepared';
import { clinicProfiles, users, vetProfiles } from '../db/schema';

export type NameOf = (userId: number | null) => string | null;

function nameStatement(db: Db) {
  return prepared(db, 'data-export:name', () =>
    db
      .select({
        userType: users.userType,
        firstName: sql<string>`coalesce(${vetProfiles.firstName}, ${users.firstName})`,
        lastName: sql<string>`coalesce(${vetProfiles.lastName}, ${users.lastName})`,
        clinicName: clinicProfiles.clinicName,
      })
      .from(users)
      .leftJoin(vetProfiles, eq(vetProfiles.userId, users.id))
      .leftJoin(clinicProfiles, eq(clinicProfiles.userId, users.id))
      .where(eq(users.id, sql.placeholder('id')))
      .prepare(),
  );
}

/**
 * A lookup of display names for one export, each person read once: an export names the same
 * few counterparts again and again. Null for no one (an account since deleted).
 */
export function nameBook(db: Db): NameOf {
  const known = new Map<number, string | null>();
  return (userId) => {
    if (userId === null) return null;
    let name = known.get(userId);
    if (name === undefined) {
      const row = nameStatement(db).get({ id: userId });
      name = !row ? null : row.userType === 'clinic' ? (row.clinicName ?? `${row.firstName} ${row.lastName}`) : `Dr. ${row.firstName} ${row.lastName}`;
      known.set(userId, name);
    }
    return name;
  };
}
