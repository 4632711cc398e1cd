// GET /api/admin/users (spec 2 §2 /admin Users, §3 Admin user): every account with its
// profile's clinic name, city and state, filtered by a case-insensitive substring of the full
// name, e-mail, clinic name, city or state, newest first, a page at a time. A substring cannot
// use an index, so a search is a pass over users and their profiles for the count and one for
// the page (measured at 150,000 users: README "Admin panel"); no search pages by the primary key.
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

// One lower-cased haystack per account, searched with instr: one pass per row instead of six
// LIKEs (a window count with the page was slower: it materialises every match).
const FROM = `FROM users u LEFT JOIN clinic_profiles cp ON cp.user_id = u.id LEFT JOIN vet_profiles vp ON vp.user_id = u.id
 WHERE u.email NOT LIKE '%${TOMBSTONE_DOMAIN}'
   AND (?1 IS NULL OR u.user_type = ?1)
   AND (?2 IS NULL OR instr(lower(u.first_name || ' ' || u.last_name || char(10) || u.email || char(10) || coalesce(cp.clinic_name, '') || char(10)
                                  || coalesce(cp.city, vp.city, '') || char(10) || coalesce(cp.state, vp.state, '')), ?2) > 0)`;

/** One page of accounts matching the query, and how many match in all. */
export function listAdminUsers(db: Db, query: UsersQuery): AdminUsersPage {
  const sqlite = db.$client;
  const pattern = query.search ? query.search.toLowerCase() : null;
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
