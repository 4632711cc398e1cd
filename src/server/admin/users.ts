// GET /api/admin/users (spec 2 §2 /admin Users, §3 Admin user): every account with its
// profile's clinic name, city and state, filtered by a case-insensitive substring of the full
// name, e-mail, clinic name, city or state, newest first, a page at a time.
//
// The search reads admin_user_search_docs (one lower-cased haystack per live account, tombstones
// left out) and its FTS5 trigram index admin_user_search, both kept in step by triggers on users,
// clinic_profiles and vet_profiles (migration 0017): a change made by any code path is found by the
// next search. Three characters or more are a trigram phrase (the text's trigrams one after the
// other: exactly the substring); one or two characters have no trigram, so they scan the compact
// haystacks instead of joining every profile. Counts are exact (measured at 165,000 users: docs/benchmarks.md,
// "Admin users search"). The page's ids come from the index; their rows are then read by id.
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

/** The texts a search matches: as typed and, for a name written "Smith, John", also "john smith". */
function searchForms(search: string): string[] {
  const lastFirst = /^([^,]+),\s*([^,]+)$/.exec(search);
  return lastFirst ? [search, `${lastFirst[2]!.trim()} ${lastFirst[1]!.trim()}`] : [search];
}

/** The matching accounts: a FROM … WHERE clause, the expression of their ids, and its parameters. */
function matchesOf(search: string, type: string | null): { from: string; id: string; params: string[] } {
  const conditions: string[] = [];
  const params: string[] = [];
  let from = 'admin_user_search_docs d';
  let id = 'd.id';
  const forms = search ? searchForms(search) : [];
  if (forms.length && forms.every((form) => [...form].length >= TRIGRAM)) {
    // One phrase of the text's trigrams, each right after the other: exactly a substring. The
    // haystacks are lower-cased, like the search; quotes inside the phrase are doubled.
    from = type ? 'admin_user_search JOIN admin_user_search_docs d ON d.id = admin_user_search.rowid' : 'admin_user_search';
    id = 'admin_user_search.rowid';
    conditions.push('admin_user_search MATCH ?');
    params.push(forms.map((form) => `"${form.replaceAll('"', '""')}"`).join(' OR '));
  } else if (forms.length) {
    conditions.push(`(${forms.map(() => 'instr(d.doc, ?) > 0').join(' OR ')})`);
    params.push(...forms);
  }
  if (type) {
    conditions.push('d.user_type = ?');
    params.push(type);
  }
  return { from: `${from}${conditions.length ? ` WHERE ${conditions.join(' AND ')}` : ''}`, id, params };
}

/** One page of accounts matching the query, and how many match in all. */
export function listAdminUsers(db: Db, query: UsersQuery): AdminUsersPage {
  const sqlite = db.$client;
  const { from, id, params } = matchesOf(query.search ? query.search.toLowerCase() : '', query.userType ?? null);
  const total = sqlite.query<{ n: number }, (string | number)[]>(`SELECT count(*) AS n FROM ${from}`).get(...params)!.n;
  const ids = sqlite
    .query<{ id: number }, (string | number)[]>(`SELECT ${id} AS id FROM ${from} ORDER BY ${id} DESC LIMIT ? OFFSET ?`)
    .all(...params, query.pageSize, (query.page - 1) * query.pageSize)
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
