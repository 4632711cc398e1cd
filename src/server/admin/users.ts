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
import { and, count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { AdminUser, AdminUsersPage } from '../../shared/admin';
import type { Db } from '../db/client';
import { fastSelect } from '../db/fast-select';
import { prepared } from '../db/prepared';
import { clinicProfiles, users, vetProfiles } from '../db/schema';
import { adminUserSearch, adminUserSearchDocs } from './search-tables';

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

/** What a search's statements depend on; each shape is built once per database. */
interface Shape {
  trigram: boolean;
  forms: number;
  typed: boolean;
}

interface MatchingStatements {
  total: { get(values: Record<string, unknown>): { n: number } | undefined };
  ids: { all(values: Record<string, unknown>): { id: number }[] };
}

/** The count and the page of ids of the accounts matching a search of this shape. */
function matchingStatements(db: Db, { trigram, forms, typed }: Shape): MatchingStatements {
  return prepared(db, `admin-users:${trigram ? 'trigram' : 'scan'}:${forms}:${typed}`, () => {
    const docs = adminUserSearchDocs;
    const ofType = typed ? eq(docs.userType, sql.placeholder('type')) : undefined;
    const [limit, offset] = [sql.placeholder('limit'), sql.placeholder('offset')];
    if (trigram) {
      const fts = adminUserSearch;
      const match = sql`${fts} MATCH ${sql.placeholder('phrase')}`;
      if (typed) {
        // Joined only to filter by kind.
        const on = eq(docs.id, fts.rowid);
        const where = and(match, ofType);
        return {
          total: db.select({ n: count() }).from(fts).innerJoin(docs, on).where(where).prepare(),
          ids: db.select({ id: fts.rowid }).from(fts).innerJoin(docs, on).where(where).orderBy(desc(fts.rowid)).limit(limit).offset(offset).prepare(),
        };
      }
      return {
        total: db.select({ n: count() }).from(fts).where(match).prepare(),
        ids: db.select({ id: fts.rowid }).from(fts).where(match).orderBy(desc(fts.rowid)).limit(limit).offset(offset).prepare(),
      };
    }
    const found = forms ? or(...Array.from({ length: forms }, (_, i) => sql`instr(${docs.doc}, ${sql.placeholder(`form${i}`)}) > 0`)) : undefined;
    const where = and(found, ofType);
    return {
      total: db.select({ n: count() }).from(docs).where(where).prepare(),
      ids: db.select({ id: docs.id }).from(docs).where(where).orderBy(desc(docs.id)).limit(limit).offset(offset).prepare(),
    };
  });
}

/** The accounts with these ids, newest first, with their profile's clinic name, city and state. */
function userRows(db: Db, ids: number[]) {
  const fields = {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    email: users.email,
    userType: users.userType,
    createdAt: users.createdAt,
    onboardingCompleted: users.onboardingCompleted,
    clinicName: clinicProfiles.clinicName,
    city: sql<string | null>`coalesce(${clinicProfiles.city}, ${vetProfiles.city})`,
    state: sql<string | null>`coalesce(${clinicProfiles.state}, ${vetProfiles.state})`,
  };
  // fastSelect: drizzle's own row mapping was a third of the page's time.
  return prepared(db, 'admin-users:rows', () =>
    fastSelect(
      db,
      fields,
      db
        .select(fields)
        .from(users)
        .leftJoin(clinicProfiles, eq(clinicProfiles.userId, users.id))
        .leftJoin(vetProfiles, eq(vetProfiles.userId, users.id))
        .where(inArray(users.id, sql`(SELECT value FROM json_each(${sql.placeholder('ids')}))`))
        .orderBy(desc(users.id)),
    ),
  )({ ids: JSON.stringify(ids) });
}

/** One page of accounts matching the query, and how many match in all. */
export function listAdminUsers(db: Db, query: UsersQuery): AdminUsersPage {
  const search = query.search ? query.search.toLowerCase() : '';
  const forms = search ? searchForms(search) : [];
  const trigram = forms.length > 0 && forms.every((form) => [...form].length >= TRIGRAM);
  const statements = matchingStatements(db, { trigram, forms: trigram ? 0 : forms.length, typed: Boolean(query.userType) });
  // One phrase of the text's trigrams, each right after the other: exactly a substring. The
  // haystacks are lower-cased, like the search; quotes inside the phrase are doubled.
  const values: Record<string, unknown> = trigram
    ? { phrase: forms.map((form) => `"${form.replaceAll('"', '""')}"`).join(' OR ') }
    : Object.fromEntries(forms.map((form, i) => [`form${i}`, form]));
  if (query.userType) values.type = query.userType;
  const total = statements.total.get(values)!.n;
  const ids = statements.ids.all({ ...values, limit: query.pageSize, offset: (query.page - 1) * query.pageSize }).map((row) => row.id);
  const rows = ids.length ? userRows(db, ids) : [];
  return { users: rows.map(toAdminUser), total, page: query.page, pageSize: query.pageSize };
}

type UserRow = {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  userType: 'clinic' | 'relief_vet';
  createdAt: number;
  onboardingCompleted: boolean;
  clinicName: string | null;
  city: string | null;
  state: string | null;
};

function toAdminUser(row: UserRow): AdminUser {
  const hasProfile = row.clinicName !== null || row.city !== null;
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    userType: row.userType,
    createdAt: new Date(row.createdAt).toISOString(),
    onboardingCompleted: row.onboardingCompleted,
    profile: hasProfile ? { clinicName: row.clinicName, city: row.city, state: row.state } : null,
  };
}
