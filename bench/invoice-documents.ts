// The documents of getting paid, in-process through app.handle (no network): the tax-year CSV of
// a vet with 300 invoices that year (target < 200 ms), one invoice PDF (target < 50 ms, p50/p99
// over 200 renders) and a busy vet's earnings summary (p99), on a database holding a year of
// other vets' invoices (200,000 by default; --invoices up to 500,000) so the indexes must work.
// Floors measured in the same run: for the CSV, the same rows read by one bare SQL join and
// joined into text; for the PDF, pdf-lib making a one-line page with the same two fonts; for the
// summary, GET /api/auth/user (the app's cheapest signed-in answer) with the same session.
// Wall times move with whatever else the machine runs; the CPU time per call does not, so each
// figure is printed with both. Bounded: fixed request counts, one process, no network.
// Run: bun bench/invoice-documents.ts [--invoices 200000]
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { newSession } from '../src/server/guard-rails/callers';
import { createTestApp } from '../src/server/testing/harness';
import { clinic, vet } from '../src/server/testing/marketplace';

const arg = process.argv.indexOf('--invoices');
const BACKGROUND = Math.min(Number(arg > 0 ? process.argv[arg + 1] : 200_000) || 200_000, 500_000);
const OWNERS = 20_000;
const BUSY_INVOICES = 300;
const CSV_RUNS = 30;
const PDF_RUNS = 200;
const SUMMARY_RUNS = 2_000;
const CONCURRENCY = 32;

const t = createTestApp();
const sql = t.deps.db.$client;
const busy = await vet(t);
const clinicIds: number[] = [];
for (const name of ['Front Range Vets', 'Cedar Vets', 'Smith, "Jones" & Ødegård Tierärzte', 'Boulder Animal Hospital', 'Pearl St Pets'])
  clinicIds.push((await clinic(t, name)).id);

const party = (name: string) =>
  `json_object('name', ${name}, 'addressLines', json_array('1 Main St', 'Denver, CO 80202'), 'email', NULL, 'phone', NULL, 'taxId', NULL, 'contact', NULL)`;

/** `count` invoices issued through 2026, numbered per vet by `i`; `status` is an SQL expression of `i`. */
function invoices(vet: string, clinic: string, count: number, status: string) {
  sql.run(
    `INSERT INTO shift_invoices (vet_id, clinic_id, status, number_year, number_sequence, number, due_in_days, issued_on, due_on, total_cents, vet_party, clinic_party, paid_on)
     WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?),
     d AS (SELECT i, ${status} AS status, date('2026-01-01', '+' || (i % 320) || ' days') AS issued FROM n)
     SELECT ${vet}, ${clinic}, status,
       iif(status = 'draft', NULL, 2026), iif(status = 'draft', NULL, i), iif(status = 'draft', NULL, printf('2026-%04d', i)), 15,
       iif(status = 'draft', NULL, issued), iif(status = 'draft', NULL, date(issued, '+15 days')),
       85500 * 2 + 4250, ${party("'Dr. Bench'")}, ${party("'Clinic ' || (i % 97)")}, iif(status = 'paid', date(issued, '+10 days'), NULL)
     FROM d`,
    [count],
  );
}

const started = performance.now();
sql.transaction(() => {
  // Bare accounts owning the background invoices: an invoice needs only their ids.
  const first = (sql.query('SELECT coalesce(max(id), 0) + 1 AS id FROM users').get() as { id: number }).id;
  sql.run(
    `INSERT INTO users (email, password_hash, first_name, last_name, user_type)
     WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     SELECT 'owner' || i || '@bench.example', 'x', 'Owner', 'N' || i, 'relief_vet' FROM n`,
    [OWNERS],
  );
  // Numbers stay unique per vet: each background vet's invoices are i, i + OWNERS, …
  invoices(
    `${first} + (i % ${OWNERS})`,
    `${first} + ((i * 7) % ${OWNERS})`,
    BACKGROUND,
    "CASE WHEN i % 20 = 0 THEN 'void' WHEN i % 20 = 1 THEN 'draft' WHEN i % 10 < 4 THEN 'sent' ELSE 'paid' END",
  );
  // The busy vet: 300 invoices issued this year to five clinics, a third still unpaid.
  invoices(
    String(busy.id),
    `json_extract('${JSON.stringify(clinicIds)}', '$[' || (i % ${clinicIds.length}) || ']')`,
    BUSY_INVOICES,
    "iif(i % 3 = 0, 'sent', 'paid')",
  );
  // Three lines an invoice: two shifts and a travel line.
  sql.run(
    `INSERT INTO shift_invoice_lines (invoice_id, position, kind, description, work_date, worked_minutes, hourly_rate, amount_cents)
     SELECT id, p, iif(p < 2, 'shift', 'extra'), iif(p < 2, 'Relief shift', 'Mileage, Denver to Boulder and back'),
       iif(p < 2, coalesce(issued_on, '2026-06-01'), NULL), iif(p < 2, 570, NULL), iif(p < 2, 9000, NULL), iif(p < 2, 85500, 4250)
     FROM shift_invoices, (SELECT 0 AS p UNION ALL SELECT 1 UNION ALL SELECT 2)`,
  );
})();
sql.run('ANALYZE');
const counts = sql
  .query(
    "SELECT count(*) AS invoices, (SELECT count(*) FROM shift_invoice_lines) AS lines, (SELECT count(*) FROM shift_invoices WHERE vet_id = ? AND issued_on LIKE '2026-%') AS busy FROM shift_invoices",
  )
  .get(busy.id) as Record<string, number>;
console.log(
  `data: ${counts.invoices!.toLocaleString()} invoices, ${counts.lines!.toLocaleString()} lines; the busy vet issued ${counts.busy} in 2026 (${((performance.now() - started) / 1000).toFixed(1)} s to build)`,
);

const user = sql.query('SELECT * FROM users WHERE id = ?').get(busy.id) as never;
const { headers } = newSession(t, user);
const get = async (path: string) => {
  const response = await t.app.handle(new Request(`http://localhost${path}`, { headers }));
  if (response.status !== 200) throw new Error(`${path} answered ${response.status} ${await response.text()}`);
  return response.arrayBuffer();
};

interface Timing {
  p50: number;
  p99: number;
  /** CPU time of this process per call: what a call costs, whatever else the machine is running. */
  cpu: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * p) - 1)]!;
const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

/** p50 and p99 (the max below 100 runs) of `runs` timed calls one after another, in ms. */
async function timed(runs: number, call: () => Promise<unknown> | unknown): Promise<Timing> {
  for (let i = 0; i < Math.min(5, runs); i++) await call();
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await call();
    times.push(performance.now() - start);
  }
  const cpuPerCall = cpuMs(cpu) / runs;
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), cpu: cpuPerCall };
}

/** Latency of each request when `CONCURRENCY` are in flight at once (as 32 connections would queue). */
async function inFlight(total: number, path: string): Promise<Timing> {
  const times: number[] = [];
  const cpu = process.cpuUsage();
  for (let sent = 0; sent < total; sent += CONCURRENCY) {
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        const start = performance.now();
        await get(path);
        times.push(performance.now() - start);
      }),
    );
  }
  const cpuPerCall = cpuMs(cpu) / times.length;
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), cpu: cpuPerCall };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
const row = (what: string, measured: Timing, floor: Timing, target?: number) =>
  console.log(
    `${what}: p50 ${ms(measured.p50)}, p99 ${ms(measured.p99)}, CPU ${ms(measured.cpu)} a call | floor p50 ${ms(floor.p50)}, p99 ${ms(floor.p99)}, CPU ${ms(floor.cpu)}` +
      ` | ratio (CPU) ${(measured.cpu / floor.cpu).toFixed(1)}×` +
      (target ? ` | target < ${target} ms: p99 ${measured.p99 < target ? 'met' : 'NOT met'}, CPU ${measured.cpu < target ? 'met' : 'NOT met'}` : ''),
  );

// ── The tax-year CSV ──────────────────────────────────────────────────────────────────────────
const csvBytes = (await get('/api/earnings/2026.csv')).byteLength;
const csv = await timed(CSV_RUNS, () => get('/api/earnings/2026.csv'));
const floorQuery = sql.query(
  `SELECT l.work_date, i.clinic_party, l.description, l.worked_minutes, l.hourly_rate, l.amount_cents, i.number, i.issued_on, i.status, i.paid_on
   FROM shift_invoices i JOIN shift_invoice_lines l ON l.invoice_id = i.id
   WHERE i.vet_id = ? AND i.status IN ('sent', 'paid', 'void') AND i.issued_on BETWEEN '2026-01-01' AND '2026-12-31' ORDER BY i.issued_on, l.position`,
);
const csvFloor = await timed(CSV_RUNS, () => (floorQuery.values(busy.id) as unknown[][]).map((r) => r.join(',')).join('\r\n'));
console.log(`\ntax-year CSV, ${BUSY_INVOICES} invoices × 3 lines (${(csvBytes / 1024).toFixed(0)} KB), ${CSV_RUNS} downloads:`);
row('  GET /api/earnings/2026.csv', csv, csvFloor, 200);

// ── One PDF ───────────────────────────────────────────────────────────────────────────────────
const invoiceId = (sql.query("SELECT id FROM shift_invoices WHERE vet_id = ? AND status = 'paid' LIMIT 1").get(busy.id) as { id: number }).id;
const pdfBytes = (await get(`/api/invoices/${invoiceId}.pdf`)).byteLength;
const pdf = await timed(PDF_RUNS, () => get(`/api/invoices/${invoiceId}.pdf`));
const pdfFloor = await timed(PDF_RUNS, async () => {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  await doc.embedFont(StandardFonts.HelveticaBold);
  doc.addPage([612, 792]).drawText('Invoice', { x: 48, y: 700, size: 12, font });
  return doc.save({ objectsPerTick: Number.POSITIVE_INFINITY, useObjectStreams: false });
});
console.log(`\none invoice PDF (3 lines, PAID mark; ${(pdfBytes / 1024).toFixed(1)} KB), ${PDF_RUNS} renders:`);
row('  GET /api/invoices/{id}.pdf', pdf, pdfFloor, 50);

// ── The earnings summary ──────────────────────────────────────────────────────────────────────
const summary = await timed(SUMMARY_RUNS, () => get('/api/earnings'));
const summaryFloor = await timed(SUMMARY_RUNS, () => get('/api/auth/user'));
console.log(`\nearnings summary of the busy vet, ${SUMMARY_RUNS} requests one at a time:`);
row('  GET /api/earnings', summary, summaryFloor);
const summaryLoaded = await inFlight(SUMMARY_RUNS, '/api/earnings');
const floorLoaded = await inFlight(SUMMARY_RUNS, '/api/auth/user');
console.log(`the same with ${CONCURRENCY} in flight (each request's wait included):`);
row('  GET /api/earnings', summaryLoaded, floorLoaded, 20);
process.exit(0);
