// GET /api/admin/users (spec 2 §2 /admin Users, §3 Admin user): every account with its
// profile's clinic name, city and state, filtered by a case-insensitive substring of the full
// name, e-mail, clinic name, city or state, newest first, a page at a time. A substring cannot
// use an index, so the search is one pass over users and their profiles: about 60 ms at
// 150,000 users (README "Admin panel"), fine for an operator's screen.
import type { AdminUser, AdminUsersPage } from '../../shared/admin';
import type { Db } from '../db/client';
import { TOMBSTONE_DOMAIN } from './delete-user';

interface UserRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  userType: 'clinic' | 'relief_vet';
  createdAt: number;
  onboardingCompleted: number;
  clinicName: string | null;
  city: string | null;
  state: string | null;
}

export interface UsersQuery {
  search?: string;
  userType?: 'clinic' | 'relief_vet';
  page: number;
  pageSize: number;
}

const FROM = `FROM users u LEFT JOIN clinic_profiles cp ON cp.user_id = u.id LEFT JOIN vet_profiles vp ON vp.user_id = u.id
 WHERE u.email NOT LIKE '%${TOMBSTONE_DOMAIN}'
   AND (?1 IS NULL OR u.user_type = ?1)
   AND (?2 IS NULL OR u.first_name || ' ' || u.last_name LIKE ?2 ESCAPE '\\' OR u.email LIKE ?2 ESCAPE '\\'
        OR cp.clinic_name LIKE ?2 ESCAPE '\\' OR coalesce(cp.city, vp.city) LIKE ?2 ESCAPE '\\' OR coalesce(cp.state, vp.state) LIKE ?2 ESCAPE '\\')`;

/** A LIKE pattern matching `term` anywhere, its own % and _ taken literally. */
const containing = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** One page of accounts matching the query, and how many match in all. */
export function listAdminUsers(db: Db, query: UsersQuery): AdminUsersPage {
  const sqlite = db.$client;
  const pattern = query.search ? containing(query.search) : null;
  const type = query.userType ?? null;
  const total = sqlite.query<{ n: number }, [string | null, string | null]>(`SELECT count(*) AS n ${FROM}`).get(type, pattern)!.n;
  const rows = sqlite
    .query<UserRow, [string | null, string | null, number, number]>(
      `SELECT u.id, u.first_name AS firstName, u.last_name AS lastName, u.email, u.user_type AS userType, u.created_at AS createdAt,
              u.onboarding_completed AS onboardingCompleted, cp.clinic_name AS clinicName,
              coalesce(cp.city, vp.city) AS city, coalesce(cp.state, vp.state) AS state
       ${FROM} ORDER BY u.id DESC LIMIT ?3 OFFSET ?4`,
    )
    .all(type, pattern, query.pageSize, (query.page - 1) * query.pageSize);
  return { users: rows.map(toAdminUser), total, page: query.page, pageSize: query.pageSize };
}

function toAdminUser(row: UserRow): AdminUser {
  const hasProfile = row.clinicName !== null || row.city !== null;
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    userType: row.userType,
    createdAt: new Date(row.createdAt).toISOString(),
    onboardingCompleted: row.onboardingCompleted === 1,
    profile: hasProfile ? { clinicName: row.clinicName, city: row.city, state: row.state } : null,
  };
}
