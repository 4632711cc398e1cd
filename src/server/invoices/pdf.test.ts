// GET /api/invoices/{id}.pdf: a real PDF for the two parties, read back with an independent PDF
// parser (unpdf): the number, both parties, every amount, the total, and the PAID/VOID/DRAFT mark.
import { describe, expect, test } from 'bun:test';
import { extractText, getDocumentProxy } from 'unpdf';
import { invoicePdfPath } from '../../shared/invoices';
import { formatMoney } from '../../shared/money';
import { hoursValueCents } from '../../shared/shift-day';
import { createTestApp, type TestApp } from '../testing/harness';
import { ok } from '../testing/expect-ok';
import { clinic, DENVER, idOf, type Party, vet } from '../testing/marketplace';
import { renderInvoicePdf } from './pdf';
import { invoiceDetail } from './read';
import { insertTestInvoice, TEST_CLINIC_PARTY, TEST_VET_PARTY, type TestInvoice } from './test-rows';

const cents = (amount: number) => formatMoney(amount, { precision: 'cents' });

/** The PDF's text, page by page, and its page count. */
async function pdfText(bytes: Uint8Array): Promise<{ pages: string[]; totalPages: number }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: false });
  return { pages: text, totalPages };
}

interface World {
  t: TestApp;
  c: Party;
  v: Party;
}

async function world(): Promise<World> {
  const t = createTestApp();
  return { t, c: await clinic(t), v: await vet(t) };
}

const invoiceOf = (w: World, fields: Partial<TestInvoice> = {}) => insertTestInvoice(w.t.deps.db, { vetId: w.v.id, clinicId: w.c.id, ...fields });

/** The PDF as a party downloads it, read through the API's raw bytes. */
async function download(w: World, party: Party, invoiceId: number): Promise<Response> {
  const cookie = [...party.client.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  return w.t.app.handle(new Request(`http://localhost${invoicePdfPath(invoiceId)}`, { headers: { cookie } }));
}

async function downloadedText(w: World, party: Party, invoiceId: number): Promise<string> {
  const response = await download(w, party, invoiceId);
  expect(response.status).toBe(200);
  const { pages } = await pdfText(new Uint8Array(await response.arrayBuffer()));
  return pages.join('\n');
}

describe('GET /api/invoices/{id}.pdf', () => {
  test('the clinic downloads a sent invoice: a PDF with the number, both parties, every line and the total', async () => {
    const w = await world();
    const id = invoiceOf(w, { sequence: 7, issuedOn: '2026-10-07', dueInDays: 15 });
    const response = await download(w, w.c, id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="invoice-2026-0007.pdf"');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');

    const text = (await pdfText(bytes)).pages.join('\n');
    expect(text).toContain('No. 2026-0007');
    expect(text).toContain('Issued Oct 7, 2026');
    expect(text).toContain('Due Oct 22, 2026');
    for (const expected of [
      TEST_VET_PARTY.name,
      ...TEST_VET_PARTY.addressLines,
      'Tax ID: 12-3456789',
      TEST_CLINIC_PARTY.name,
      'Attn: Cara Ng',
      'billing@frontrange.example',
    ])
      expect(text).toContain(expected);
    const amounts = [hoursValueCents(570, 9000), hoursValueCents(505, 9050), 4_250];
    for (const amount of amounts) expect(text).toContain(cents(amount));
    expect(text).toContain('9.50');
    expect(text).toContain('$90.50/hr');
    expect(text).toContain('Mileage, Denver to Boulder and back');
    expect(text).toContain(`Total ${cents(amounts.reduce((sum, amount) => sum + amount, 0))}`);
    expect(text).toContain('Bank transfer to account 000123456');
    expect(text).toContain('Thank you for having me.');
    expect(text).not.toMatch(/PAID|VOID|DRAFT/);
  });

  test('a paid invoice carries a PAID mark and its paid-on date; a void one VOID and why', async () => {
    const w = await world();
    const paid = invoiceOf(w, { status: 'paid', sequence: 1, paidOn: '2026-10-20', paidReference: 'ACH 5521' });
    const voided = invoiceOf(w, { status: 'void', sequence: 2, voidReason: 'Billed the wrong clinic' });
    const paidText = await downloadedText(w, w.v, paid);
    expect(paidText).toContain('PAID');
    expect(paidText).toContain('Paid on Oct 20, 2026 (reference ACH 5521).');
    const voidText = await downloadedText(w, w.c, voided);
    expect(voidText).toContain('VOID');
    expect(voidText).toContain('Void: Billed the wrong clinic');
    expect(voidText).not.toContain('PAID');
  });

  test('a draft is the vet’s alone, marked DRAFT; the clinic finds nothing', async () => {
    const w = await world();
    const draft = invoiceOf(w, { status: 'draft' });
    const response = await download(w, w.v, draft);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="invoice-draft-${draft}.pdf"`);
    const text = (await pdfText(new Uint8Array(await response.arrayBuffer()))).pages.join('\n');
    expect(text).toContain('DRAFT');
    expect(text).toContain('Draft (not yet numbered)');
    const refused = await download(w, w.c, draft);
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ message: 'Invoice not found', code: 'INVOICE_NOT_FOUND' });
  });

  test('another vet, another clinic and a visitor get nothing; a missing invoice is 404', async () => {
    const w = await world();
    const id = invoiceOf(w);
    const otherVet = await vet(w.t);
    const otherClinic = await clinic(w.t, 'Elsewhere Animal Hospital');
    for (const stranger of [otherVet, otherClinic]) {
      const response = await download(w, stranger, id);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
    }
    expect((await w.t.client().get(invoicePdfPath(id))).status).toBe(401);
    expect((await w.v.client.get(invoicePdfPath(id + 1000))).body.code).toBe('INVOICE_NOT_FOUND');
  });

  test('a clinic whose subscription ended still downloads what it was sent', async () => {
    const w = await world();
    const client = w.t.client();
    ok(
      await client.post('/api/register', { email: 'lapsed@example.com', password: 'secret12', firstName: 'Lee', lastName: 'Park', userType: 'clinic' }),
      'register',
    );
    ok(await client.post('/api/clinic-profiles', { clinicName: 'Lapsed Vets', ...DENVER }), 'clinic profile');
    const lapsed: Party = { client, id: await idOf(client) };
    expect((await client.get('/api/earnings')).body.code).toBe('VET_ONLY');
    expect((await client.get('/api/spend')).body.code).toBe('SUBSCRIPTION_REQUIRED');
    const id = invoiceOf({ ...w, c: lapsed }, { sequence: 4 });
    expect(await downloadedText(w, lapsed, id)).toContain('No. 2026-0004');
  });

  test('the segment is "7" (the JSON) or "7.pdf" (the PDF), one spelling each; anything else is 400', async () => {
    const w = await world();
    const id = invoiceOf(w, { sequence: 3 });
    const json = await w.c.client.get(`/api/invoices/${id}`);
    expect(json.status).toBe(200);
    expect(json.body).toMatchObject({ id, number: '2026-0003', side: 'clinic' });
    for (const bad of [`${id}x.pdf`, `0${id}.pdf`, `${id}.PDF`, `${id}.pdf.pdf`, `${id}.csv`, '.pdf', `+${id}.pdf`]) {
      const response = await w.c.client.get(`/api/invoices/${bad}`);
      expect([bad, response.status, response.body.code]).toEqual([bad, 400, 'VALIDATION']);
    }
  });

  test('long text wraps and many lines page over, every line and the total still in the text', async () => {
    const w = await world();
    const lines = Array.from({ length: 62 }, (_, i) => ({
      description: `Relief shift ${i + 1}: surgery, consults and a long handover to the evening doctor about the inpatients`,
      workDate: `2026-09-${String((i % 30) + 1).padStart(2, '0')}`,
      workedMinutes: 480 + i,
      hourlyRateCents: 8000 + i * 10,
    }));
    const iban = 'GB82WEST12345698765432'.repeat(8);
    const note = `Notes: ${'lorem ipsum dolor sit amet '.repeat(60)}${iban}`;
    const id = invoiceOf(w, { lines, note, clinicParty: { name: 'Łódź & Søn Animal Clinic, "Uptown" 🐾' } });
    const detail = invoiceDetail(w.t.deps.db, id, { id: w.v.id, userType: 'relief_vet' }, '2026-11-22')!;
    const { pages, totalPages } = await pdfText(await renderInvoicePdf(detail));
    expect(totalPages).toBeGreaterThan(2);
    const text = pages.join('\n');
    for (const line of detail.lines) expect(text).toContain(cents(line.amountCents));
    expect(text).toContain(`Total ${cents(detail.totalCents)}`);
    // Ł and the paw have no WinAnsi form: drawn as "?" rather than failing the whole PDF.
    expect(text).toContain('?ódz & Søn Animal Clinic, "Uptown" ?');
    // A word wider than the page is cut across lines, not lost off the edge.
    expect(text.replace(/\s+/g, '')).toContain(iban);
    // Each page after the first repeats the headings and numbers itself.
    expect(pages[1]).toContain('DESCRIPTION');
    expect(pages.at(-1)).toContain(`Page ${totalPages} of ${totalPages}`);
  });
});
