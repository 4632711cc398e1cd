// GET /api/earnings/{year}.csv and GET /api/spend/{year}.csv: a file a spreadsheet opens as
// written. Read back with an RFC 4180 reader of the test's own: BOM, CRLF, quoting of a clinic
// name with a comma, a quote and non-ASCII letters, amounts as plain decimals, and totals that
// equal the sums of the rows above them.
import { beforeAll, describe, expect, test } from 'bun:test';
import { earningsCsvPath, spendCsvPath } from '../../shared/invoices';
import { hoursValueCents } from '../../shared/shift-day';
import { insertTestInvoice, insertTestInvoices, TEST_LINES, type TestInvoice } from '../invoices/test-rows';
import { createTestApp, type TestApp } from '../testing/harness';
import { clinic, type Party, vet } from '../testing/marketplace';

/** RFC 4180 records: fields split at commas outside quotes, records at CRLF outside quotes. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else if (char === '\n' || char === '\r') throw new Error(`a bare line break at ${i}`);
    else field += char;
  }
  if (field || record.length) throw new Error('the last record has no CRLF');
  return records;
}

async function download(t: TestApp, party: Party, path: string): Promise<{ response: Response; bytes: Uint8Array; records: string[][] }> {
  const cookie = [...party.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const response = await t.app.handle(new Request(`http://localhost${path}`, { headers: { cookie } }));
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes, records: response.status === 200 ? parseCsv(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1)) : [] };
}

const HEADER = ['Date', 'Clinic', 'Description', 'Hours', 'Rate', 'Amount', 'Invoice number', 'Issued on', 'Status', 'Paid on'];
const TRICKY = 'Smith, "Jones" & Ødegård Tierärzte';
/** Sums of the Amount column over rows matching `keep`, in cents. */
const sumCents = (rows: string[][], keep: (row: string[]) => boolean) => rows.filter(keep).reduce((sum, row) => sum + Math.round(Number(row[5]) * 100), 0);
const linesTotal = TEST_LINES.reduce((sum, line) => sum + (line.amountCents ?? hoursValueCents(line.workedMinutes!, line.hourlyRateCents!)), 0);

describe('the tax-year CSV', () => {
  let t: TestApp;
  let c: Party;
  let v: Party;
  let file: Awaited<ReturnType<typeof download>>;

  beforeAll(async () => {
    t = createTestApp();
    [c, v] = [await clinic(t, 'Front Range Vets'), await vet(t)];
    const other = await vet(t);
    const add = (fields: Partial<TestInvoice>) => insertTestInvoice(t.deps.db, { vetId: v.id, clinicId: c.id, ...fields });
    add({ status: 'paid', sequence: 1, issuedOn: '2026-02-03', paidOn: '2026-02-20', clinicParty: { name: TRICKY } });
    add({ status: 'sent', sequence: 2, issuedOn: '2026-10-01' });
    add({ status: 'void', sequence: 3, issuedOn: '2026-10-02' });
    add({ status: 'draft' });
    // Issued the year before, paid in this one: listed, counted as paid in 2026 only.
    add({ status: 'paid', sequence: 8, issuedOn: '2025-12-20', paidOn: '2026-01-05', lines: [{ description: '=HYPERLINK("http://x")', amountCents: 123_45 }] });
    // Issued and paid the year before, and another vet's: not in the file.
    add({ status: 'paid', sequence: 7, issuedOn: '2025-11-20', paidOn: '2025-12-01' });
    insertTestInvoice(t.deps.db, {
      vetId: other.id,
      clinicId: c.id,
      status: 'paid',
      sequence: 1,
      issuedOn: '2026-03-01',
      paidOn: '2026-03-02',
      vetParty: { name: 'Dr. Alex Kim' },
    });
    file = await download(t, v, earningsCsvPath(2026));
  });

  test('UTF-8 with a byte-order mark, CRLF records, served as an attachment', () => {
    expect(file.response.status).toBe(200);
    expect(file.response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(file.response.headers.get('content-disposition')).toBe('attachment; filename="earnings-2026.csv"');
    expect([...file.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(file.records[0]).toEqual(HEADER);
  });

  test('one row per line of the invoices issued in the year (drafts never), and of those paid in it', () => {
    const rows = file.records.slice(1, -3);
    expect(rows).toHaveLength(1 + 3 * TEST_LINES.length);
    expect(rows[0]).toEqual(['2025-12-20', 'Front Range Vets', `'=HYPERLINK("http://x")`, '', '', '123.45', '2025-0008', '2025-12-20', 'Paid', '2026-01-05']);
    expect(rows[1]).toEqual([
      '2026-10-05',
      TRICKY,
      'Relief shift',
      '9.50',
      '90.00',
      (hoursValueCents(570, 9000) / 100).toFixed(2),
      '2026-0001',
      '2026-02-03',
      'Paid',
      '2026-02-20',
    ]);
    expect(rows[3]).toEqual(['2026-02-03', TRICKY, 'Mileage, Denver to Boulder and back', '', '', '42.50', '2026-0001', '2026-02-03', 'Paid', '2026-02-20']);
    expect(rows.map((row) => `${row[6]} ${row[8]}`)).toContain('2026-0002 Overdue');
    expect(rows.map((row) => `${row[6]} ${row[8]}`)).toContain('2026-0003 Void');
    expect(rows.some((row) => row[6] === '2025-0007' || row[6] === '')).toBe(false);
  });

  test('the raw file quotes the tricky name, doubles its quotes and keeps its letters', () => {
    const text = new TextDecoder().decode(file.bytes);
    expect(text).toContain(',"Smith, ""Jones"" & Ødegård Tierärzte",');
    expect(text).not.toContain('$');
  });

  test('the totals: invoiced in the year (void excluded) and paid in the year, each the sum of its rows', () => {
    const rows = file.records.slice(1, -3);
    const [blank, invoiced, paid] = file.records.slice(-3);
    expect(blank).toEqual(['']);
    expect(invoiced![0]).toBe('Invoiced in 2026 (void excluded)');
    expect(paid![0]).toBe('Paid in 2026');
    const invoicedCents = sumCents(rows, (row) => row[7]!.startsWith('2026') && row[8] !== 'Void');
    const paidCents = sumCents(rows, (row) => row[9]!.startsWith('2026'));
    expect(Math.round(Number(invoiced![5]) * 100)).toBe(invoicedCents);
    expect(Math.round(Number(paid![5]) * 100)).toBe(paidCents);
    expect(invoicedCents).toBe(2 * linesTotal);
    expect(paidCents).toBe(linesTotal + 123_45);
  });

  test("the clinic's spend CSV: every vet's invoices to it, the vet's name in the second column", async () => {
    const spend = await download(t, c, spendCsvPath(2026));
    expect(spend.response.headers.get('content-disposition')).toBe('attachment; filename="spend-2026.csv"');
    expect(spend.records[0]![1]).toBe('Vet');
    const vets = new Set(spend.records.slice(1, -3).map((row) => row[1]));
    expect(vets).toEqual(new Set(['Rivera Relief Veterinary LLC', 'Dr. Alex Kim']));
    expect(spend.records.at(-1)![0]).toBe('Paid in 2026');
  });

  test('a year with nothing is the header and zero totals; a bad year is 400; the other kind 403', async () => {
    const empty = await download(t, v, earningsCsvPath(2031));
    expect(empty.records).toEqual([
      HEADER,
      [''],
      ['Invoiced in 2031 (void excluded)', '', '', '', '', '0.00', '', '', '', ''],
      ['Paid in 2031', '', '', '', '', '0.00', '', '', '', ''],
    ]);
    for (const bad of ['2026', '1999.csv', '2101.csv', 'abcd.csv', '02026.csv', '2026.CSV', '2026.csv.csv']) {
      const response = await v.client.get(`/api/earnings/${bad}`);
      expect([bad, response.status, response.body.code]).toEqual([bad, 400, 'VALIDATION']);
    }
    expect((await c.client.get(earningsCsvPath(2026))).body.code).toBe('VET_ONLY');
    expect((await v.client.get(spendCsvPath(2026))).body.code).toBe('CLINIC_ONLY');
    expect((await t.client().get(earningsCsvPath(2026))).status).toBe(401);
  });

  test('a long year streams in several chunks and every line arrives', async () => {
    const busy = await vet(t);
    insertTestInvoices(
      t.deps.db,
      Array.from({ length: 250 }, (_, i) => ({
        vetId: busy.id,
        clinicId: c.id,
        status: 'paid' as const,
        sequence: i + 1,
        issuedOn: '2026-05-01',
        paidOn: '2026-05-20',
      })),
    );
    const cookie = [...busy.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await t.app.handle(new Request(`http://localhost${earningsCsvPath(2026)}`, { headers: { cookie } }));
    const reader = response.body!.getReader();
    let chunks = 0;
    let text = '';
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      chunks++;
      text += new TextDecoder().decode(read.value, { stream: true });
    }
    expect(chunks).toBeGreaterThan(2);
    const records = parseCsv(text.slice(1));
    expect(records.length - 4).toBe(250 * TEST_LINES.length);
    expect(Math.round(Number(records.at(-1)![5]) * 100)).toBe(250 * linesTotal);
  });
});
