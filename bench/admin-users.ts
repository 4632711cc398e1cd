// The admin users search (GET /api/admin/users) in-process on a copy of the national data set
// (165,000 accounts): the migration's backfill of the trigram index, then each search through
// listAdminUsers (the index) beside the same search done the way it was before migration 0017 (a
// lower-cased substring scan over users and both profiles, one pass to count and one for the page),
// in the same run, with the totals of both checked equal.
// Run: bun bench/admin-users.ts [--iterations 30]
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listAdminUsers, type UsersQuery } from '../src/server/admin/users';
import { openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';

const ITERATIONS = Number(process.argv[process.argv.indexOf('--iterations') + 1]) || 30;
const dataDir = mkdtempSync(join(tmpdir(), 'vetrelief-admin-users-'));
cpSync(join(import.meta.dir, 'out/national'), dataDir, { recursive: true });
const db = openDatabase(join(dataDir, 'vetrelief.db'));
const sqlite = db.$client;
let started = performance.now();
const applied = migrate(sqlite);
console.log(`migrations applied on the copy (${applied.join(', ') || 'none'}) in ${((performance.now() - started) / 1000).toFixed(1)} s`);
const accounts = sqlite.query<{ n: number }, []>('SELECT count(*) AS n FROM users').get()!.n;
const docs = sqlite.query<{ n: number }, []>('SELECT count(*) AS n FROM admin_user_search_docs').get()!.n;
const pages = sqlite.query<{ page_size: number }, []>('PRAGMA page_size').get()!.page_size;
const indexBytes: number = sqlite.query<{ n: number }, []>("SELECT sum(pgsize) AS n FROM dbstat WHERE name LIKE 'admin_user_search%'").get()?.n ?? 0;
console.log(
  `${accounts.toLocaleString()} accounts, ${docs.toLocaleString()} indexed; the index and its haystacks take ${(indexBytes / 1024 / 1024).toFixed(0)} MB (page ${pages} B)\n`,
);

// Before migration 0017, verbatim: one lower-cased haystack per account, searched with instr.
const BEFORE_FROM = `FROM users u LEFT JOIN clinic_profiles cp ON cp.user_id = u.id LEFT JOIN vet_profiles vp ON vp.user_id = u.id
 WHERE u.email NOT LIKE '%@deleted.invalid'
   AND (?1 IS NULL OR u.user_type = ?1)
   AND (?2 IS NULL OR instr(lower(u.first_name || ' ' || u.last_name || char(10) || u.email || char(10) || coalesce(cp.clinic_name, '') || char(10)
                                  || coalesce(cp.city, vp.city, '') || char(10) || coalesce(cp.state, vp.state, '')), ?2) > 0)`;
const beforeCount = sqlite.query<{ n: number }, [string | null, string | null]>(`SELECT count(*) AS n ${BEFORE_FROM}`);
const beforePage = sqlite.query<{ id: number }, [string | null, string | null, number, number]>(
  `SELECT u.id, u.first_name, u.last_name, u.email, cp.clinic_name, coalesce(cp.city, vp.city) AS city ${BEFORE_FROM} ORDER BY u.id DESC LIMIT ?3 OFFSET ?4`,
);
function before(query: UsersQuery) {
  const pattern = query.search ? query.search.toLowerCase() : null;
  const type = query.userType ?? null;
  const total = beforeCount.get(type, pattern)!.n;
  const ids = beforePage.all(type, pattern, query.pageSize, (query.page - 1) * query.pageSize).map((row) => row.id);
  return { total, ids };
}

const SEARCHES: { name: string; query: UsersQuery }[] = [
  { name: 'no search (page 1)', query: { page: 1, pageSize: 50 } },
  { name: 'no search, page 1,000', query: { page: 1000, pageSize: 50 } },
  { name: 'no search, clinics', query: { userType: 'clinic', page: 1, pageSize: 50 } },
  { name: '"smith" (a surname)', query: { search: 'smith', page: 1, pageSize: 50 } },
  { name: '"vet1234" (part of e-mails)', query: { search: 'vet1234', page: 1, pageSize: 50 } },
  { name: '"bench-clinic@example.com"', query: { search: 'bench-clinic@example.com', page: 1, pageSize: 50 } },
  { name: '"springfield" (a city)', query: { search: 'springfield', page: 1, pageSize: 50 } },
  { name: '"animal hospital 17" (clinic names)', query: { search: 'animal hospital 17', page: 1, pageSize: 50 } },
  { name: '"denver", relief vets', query: { search: 'denver', userType: 'relief_vet', page: 1, pageSize: 50 } },
  { name: '"example" (every account), page 100', query: { search: 'example', page: 100, pageSize: 50 } },
  { name: '"zzqx" (nothing)', query: { search: 'zzqx', page: 1, pageSize: 50 } },
  { name: '"co" (2 characters: scan)', query: { search: 'co', page: 1, pageSize: 50 } },
  { name: '"qz" (2 characters, nothing: scan)', query: { search: 'qz', page: 1, pageSize: 50 } },
];

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))]!;
const timed = (run: () => unknown) => {
  for (let i = 0; i < 3; i++) run();
  const times: number[] = [];
  for (let i = 0; i < ITERATIONS; i++) {
    started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 50), p99: percentile(times, 99) };
};
// A floor measured in the same run: the least any listing does, the newest 50 accounts by primary key.
const floor = timed(() => sqlite.query('SELECT id, first_name, last_name, email FROM users ORDER BY id DESC LIMIT 50').all());
console.log(`floor (the newest 50 users by primary key): p50 ${floor.p50.toFixed(2)} ms, p99 ${floor.p99.toFixed(2)} ms; ${ITERATIONS} runs of each search\n`);
console.log('| search (pageSize 50) | total | before p50 / p99 ms | after p50 / p99 ms | after ÷ floor (p50) | speed-up (p50) |\n|---|---|---|---|---|---|');
let mismatches = 0;
for (const { name, query } of SEARCHES) {
  const old = before(query);
  const now = listAdminUsers(db, query);
  const same = old.total === now.total && old.ids.join() === now.users.map((user) => user.id).join();
  if (!same) mismatches++;
  const slow = timed(() => before(query));
  const fast = timed(() => listAdminUsers(db, query));
  console.log(
    `| ${name} | ${now.total.toLocaleString()}${same ? '' : ` (before: ${old.total}, pages differ)`} | ${slow.p50.toFixed(1)} / ${slow.p99.toFixed(1)} | ${fast.p50.toFixed(2)} / ${fast.p99.toFixed(2)} | ${(fast.p50 / floor.p50).toFixed(1)} | ${(slow.p50 / fast.p50).toFixed(0)}× |`,
  );
}
db.$client.close();
rmSync(dataDir, { recursive: true, force: true });
process.exit(mismatches ? 1 : 0);
