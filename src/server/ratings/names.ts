// How a rating names the people on it: "Dr. Patel" for a vet, the clinic's name for a clinic
// (the account's name when the profile is gone). One set of joins for the profile's and the
// admin's lists.
import { sql } from 'drizzle-orm';
import { alias, type SQLiteColumn } from 'drizzle-orm/sqlite-core';
import { clinicProfiles, users, vetProfiles } from '../db/schema';

export const raterUser = alias(users, 'ru');
export const raterVet = alias(vetProfiles, 'rv');
export const raterClinic = alias(clinicProfiles, 'rc');
export const rateeUser = alias(users, 'eu');
export const rateeVet = alias(vetProfiles, 'ev');
export const rateeClinic = alias(clinicProfiles, 'ec');

interface NameColumns {
  userType: SQLiteColumn;
  firstName: SQLiteColumn;
  lastName: SQLiteColumn;
}

/** The display name of the account `user` with its vet and clinic profiles joined. */
export function displayName(user: NameColumns, vet: { lastName: SQLiteColumn }, clinic: { clinicName: SQLiteColumn }) {
  return sql<string>`CASE WHEN ${user.userType} = 'clinic' THEN coalesce(${clinic.clinicName}, ${user.firstName} || ' ' || ${user.lastName})
    ELSE 'Dr. ' || coalesce(${vet.lastName}, ${user.lastName}) END`;
}
