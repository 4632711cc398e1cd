// GET /api/admin/users (spec 2 §2 /admin Users, §3 Admin user): every account with its
// profile's clinic name, city and state, filtered by a case-insensitive substring of the full
// name, e-mail, clinic name, city or state, newest first, a page at a time.
//
// The search reads admin_user_search_docs (one lower-cased haystack per live account, tombstones
// left out) and its FTS5 trigram index admin_user_search, both kept in step by triggers on users,
// clinic_profiles and vet_profiles (migration 0017): a change made by any code path is found by the
// next search. Three characters or more are a trigram lookup (GLOB, which the index serves and then
// checks against the haystack, so the answer is the exact substring match); one or two characters
// have no trigram, so they scan the compact haystacks instead of joining every profile. Counts are
// exact (measured at 165,000 users: README "Admin panel"). The page's rows are then read by id.
import type { AdminUser, AdminUsersPage } from '../../shared/admin';
import type { Db } from '../db/client';

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

/** The shortest search the trigram index can answer. */
const TRIGRAM = 3;

/** The matching accounts' ids, as a FROM clause taking ?1 (type or null) and ?2 (pattern or null). */
function matchesOf(search: string): { from: string; pattern: string | null } {
  if (!search) return { from: 'admin_user_search_docs d WHERE (?1 IS NULL OR d.user_type = ?1) AND ?2 IS NULL', pattern: null };
  if ([...search].length < TRIGRAM) {
    return { from: 'admin_user_search_docs d WHERE (?1 IS NULL OR d.user_type = ?1) AND instr(d.doc, ?2) > 0', pattern: search };
  }
  // The haystacks are lower-cased, so a case-sensitive GLOB of the lower-cased text is a
  // case-insensitive substring; GLOB's own wildcards in the text are matched literally.
  const pattern = `*${search.replace(/[*?[]/g, '[$&]')}*`;
  return {
    from: `admin_user_search s JOIN admin_user_search_docs d ON d.id = s.rowid WHERE (?1 IS NULL OR d.user_type = ?1) AND s.doc GLOB ?2`,
    pattern,
  };
}

/** One page of accounts matching the query, and how many match in all. */
export function listAdminUsers(db: Db, query: UsersQuery): AdminUsersPage {
  const sqlite = db.$client;
  const { from, pattern } = matchesOf(query.search ? query.search.toLowerCase() : '');
  const type = query.userType ?? null;
  const total = sqlite.query<{ n: number }, [string | null, string | null]>(`SELECT count(*) AS n FROM ${from}`).get(type, pattern)!.n;
  const ids = sqlite
    .query<{ id: number }, [string | null, string | null, number, number]>(`SELECT d.id FROM ${from} ORDER BY d.id DESC LIMIT ?3 OFFSET ?4`)
    .all(type, pattern, query.pageSize, (query.page - 1) * query.pageSize)
    .map((row) => row.id);
  // Whole numbers from our own index, never user text: safe to inline.
  const rows = ids.length
    ? sqlite
        .query<UserRow, []>(
          `SELECT u.id, u.first_name AS firstName, u.last_name AS lastName, u.email, u.user_type AS userType, u.created_at AS createdAt,
                  u.onboarding_completed AS onboardingCompleted, cp.clinic_name AS clinicName,
                  coalesce(cp.city, vp.city) AS city, coalesce(cp.state, vp.state) AS state
             FROM users u LEFT JOIN clinic_profiles cp ON cp.user_id = u.id LEFT JOIN vet_profiles vp ON vp.user_id = u.id
            WHERE u.id IN (${ids.join(',')}) ORDER BY u.id DESC`,
        )
        .all()
    : [];
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
