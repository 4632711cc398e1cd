// The hot reads in-process on the national data set, read-only (bench/generate.ts and
// generate-bookings.ts first): a busy clinic's and a busy vet's booking-request lists, the same
// for availability requests and booking summaries, and an admin users search. Each read runs
// `--iterations` times after a warm-up; p50 and p99 per read, and the CPU time per read. Bounded: no server, no writes.
// Run: bun bench/reads-inprocess.ts [--iterations 300]
import { Database } from 'bun:sqlite';
import { join } from 'node:path';
import { drizzle } from 'drizzle-orm/bun-sqlite';
import { listAdminUsers } from '../src/server/admin/users';
import { availabilityRequestsOf } from '../src/server/availability/views';
import { bookingRequestsPage } from '../src/server/bookings/views';
import type { Db } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import { summaryRowsOf, toSummaries } from '../src/server/summaries/views';

const ITERATIONS = Number(process.argv[process.argv.indexOf('--iterations') + 1]) || 300;
const sqlite = new Database(join(import.meta.dir, 'out/national/vetrelief.db'), { readonly: true, strict: true });
const db = drizzle({ client: sqlite, schema }) as Db;
const now = Date.now();

const busiest = (table: string, column: string) =>
  sqlite.query<{ id: number }, []>(`SELECT ${column} AS id FROM ${table} GROUP BY ${column} ORDER BY count(*) DESC LIMIT 1`).get()?.id ?? 0;
const clinic = { id: busiest('booking_requests', 'clinic_id'), userType: 'clinic' as const };
const vet = { id: busiest('booking_requests', 'vet_id'), userType: 'relief_vet' as const };
const summaryClinic = busiest('booking_summaries', 'clinic_id');

function measure(name: string, read: () => unknown): void {
  for (let i = 0; i < 20; i++) read();
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < ITERATIONS; i++) {
    const started = performance.now();
    read();
    times.push(performance.now() - started);
  }
  const { user, system } = process.cpuUsage(cpu);
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(2);
  // CPU time per read: steadier than wall time on a shared, loaded machine.
  const cpuMs = ((user + system) / 1000 / ITERATIONS).toFixed(2);
  console.log(`${name.padEnd(44)} p50 ${at(0.5).padStart(7)} ms   p99 ${at(0.99).padStart(7)} ms   cpu ${cpuMs.padStart(6)} ms/read`);
}

console.log(`${ITERATIONS} runs each; clinic ${clinic.id}, vet ${vet.id}, summary clinic ${summaryClinic}`);
measure('booking requests, busy clinic, all', () => bookingRequestsPage(db, clinic, { status: 'all' }, now));
measure('booking requests, busy vet, all', () => bookingRequestsPage(db, vet, { status: 'all' }, now));
measure('booking requests, busy clinic, declined', () => bookingRequestsPage(db, clinic, { status: 'declined' }, now));
measure('availability requests, busy clinic', () => availabilityRequestsOf(db, clinic, now));
measure('summaries, busy clinic, first page', () => toSummaries(db, summaryRowsOf(db, 'clinic', summaryClinic, Number.MAX_SAFE_INTEGER, 100), now));
measure('admin users, search "smith"', () => listAdminUsers(db, { search: 'smith', page: 1, pageSize: 50 }));
