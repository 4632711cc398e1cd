// Business details (issue 22): each role reads and saves its own, with the defaults an invoice
// prints in their place; they are private, shown to their owner and printed on invoices only.
import { describe, expect, test } from 'bun:test';
import { createTestApp } from '../testing/harness';
import { approvedShifts, draftOf, readInvoice, sendInvoice } from '../testing/invoices';
import { clinic, vet } from '../testing/marketplace';
import { mailTo } from '../testing/rows';

const VET_DETAILS = {
  businessName: 'Rivera Relief LLC',
  invoiceAddress: 'PO Box 77\nBoulder, CO 80306',
  taxId: '84-1234567',
  paymentInstructions: 'ACH to First Bank, routing 102000021, account 55501234',
  paymentTermsDays: 30,
};

describe('business details', () => {
  test('a vet reads the defaults, saves its details, and clears one back to its default', async () => {
    const t = createTestApp();
    const v = await vet(t);
    const fresh = (await v.client.get('/api/business-details')).body;
    expect(fresh).toMatchObject({
      role: 'relief_vet',
      businessName: null,
      taxId: null,
      paymentTermsDays: 15,
      defaultInvoiceAddress: '2100 Pearl St\nBoulder, CO 80302',
    });
    expect(fresh.defaultBusinessName).toMatch(/^Dr\. Sam Rivera\d+$/);
    const saved = await v.client.request('PUT', '/api/business-details', VET_DETAILS);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(VET_DETAILS);
    const cleared = await v.client.request('PUT', '/api/business-details', { ...VET_DETAILS, businessName: '  ' });
    expect(cleared.body.businessName).toBeNull();
    // Left out: the default terms.
    expect((await v.client.request('PUT', '/api/business-details', {})).body.paymentTermsDays).toBe(15);
    for (const body of [
      { paymentTermsDays: 91 },
      { paymentTermsDays: '15' },
      { taxId: 'x'.repeat(31) },
      { paymentInstructions: 'x'.repeat(1001) },
      { billingEmail: 'nope' },
    ]) {
      const refused = await v.client.request('PUT', '/api/business-details', body);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('VALIDATION');
    }
  });

  test('a clinic saves its billing e-mail and contact: the invoice goes there; the vet details print', async () => {
    const t = createTestApp();
    const { c, v, shiftIds } = await approvedShifts(t, 1);
    expect((await c.client.get('/api/business-details')).body).toMatchObject({ role: 'clinic', billingEmail: null, billingContact: null });
    const saved = await c.client.request('PUT', '/api/business-details', { billingEmail: 'Accounts@FrontRange.example', billingContact: 'Pat Lee' });
    expect(saved.body).toMatchObject({ billingEmail: 'accounts@frontrange.example', billingContact: 'Pat Lee' });
    // A vet's fields sent by a clinic are left aside (PUT replaces the whole set).
    const withVetField = await c.client.request('PUT', '/api/business-details', {
      billingEmail: 'accounts@frontrange.example',
      billingContact: 'Pat Lee',
      taxId: '1',
    });
    expect(withVetField.body).not.toHaveProperty('taxId');
    await v.client.request('PUT', '/api/business-details', VET_DETAILS);

    const id = await draftOf(v, shiftIds);
    expect((await readInvoice(v, id)).body.dueInDays).toBe(30);
    expect((await sendInvoice(v, id)).status).toBe(200);
    const invoice = (await readInvoice(c, id)).body;
    expect(invoice.from).toMatchObject({ name: 'Rivera Relief LLC', addressLines: ['PO Box 77', 'Boulder, CO 80306'], taxId: '84-1234567' });
    expect(invoice.billTo).toMatchObject({ name: 'Front Range Vets', email: 'accounts@frontrange.example', contact: 'Pat Lee' });
    expect(invoice.paymentInstructions).toBe(VET_DETAILS.paymentInstructions);
    expect(mailTo(t, 'accounts@frontrange.example').at(-1)?.subject).toContain('Rivera Relief LLC');

    // Frozen once sent: later changes do not reprint it.
    await v.client.request('PUT', '/api/business-details', { ...VET_DETAILS, businessName: 'Renamed LLC' });
    expect((await readInvoice(c, id)).body.from.name).toBe('Rivera Relief LLC');
  });

  test('private: no profile, people page or search answer shows them', async () => {
    const t = createTestApp();
    const c = await clinic(t);
    const v = await vet(t);
    await v.client.request('PUT', '/api/business-details', VET_DETAILS);
    await c.client.request('PUT', '/api/business-details', { billingEmail: 'secret-billing@example.com', billingContact: 'Hidden Contact' });
    const secrets = [VET_DETAILS.taxId, VET_DETAILS.paymentInstructions, VET_DETAILS.businessName, 'secret-billing@example.com', 'Hidden Contact'];
    const answers = [
      await c.client.get(`/api/people/${v.id}`),
      await c.client.get('/api/nearby-vets?radius=100'),
      await v.client.get(`/api/people/${c.id}`),
      await v.client.get('/api/search-shifts?radius=100'),
      await c.client.get('/api/auth/user'),
      await v.client.get('/api/auth/user'),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      for (const secret of secrets) expect(answer.text).not.toContain(secret);
    }
    // Each reads only its own.
    expect((await c.client.get('/api/business-details')).text).not.toContain(VET_DETAILS.taxId);
  });
});
