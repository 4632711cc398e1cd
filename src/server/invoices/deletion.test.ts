// Invoices are business records (issue 22): deleting the vet's or the clinic's account (the admin
// panel's deletion) keeps every invoice the other side was sent, with the names as printed.
import { expect, test } from 'bun:test';
import { ADMIN_SESSION_COOKIE } from '../../shared/admin';
import { createAdminSession } from '../admin/session';
import { createTestApp, type TestApp } from '../testing/harness';
import { approvedShifts, listInvoices, readInvoice, SHIFT_CENTS, sentOf } from '../testing/invoices';
import { one } from '../testing/rows';

async function deleteAccount(t: TestApp, userId: number): Promise<void> {
  const { token } = createAdminSession(t.deps.db, 'test', t.deps.clock());
  const response = await t.client().request('DELETE', `/api/admin/users/${userId}`, undefined, { cookie: `${ADMIN_SESSION_COOKIE}=${token}` });
  expect(response.status).toBe(200);
}

test('the vet deleted: the clinic keeps its invoice, from the vet as printed', async () => {
  const t = createTestApp();
  const { c, v, shiftIds } = await approvedShifts(t, 2);
  const id = await sentOf(v, shiftIds, { extraLines: [{ description: 'Travel', amountCents: 5_000 }] });
  const printed = (await readInvoice(c, id)).body;
  await deleteAccount(t, v.id);

  const kept = await readInvoice(c, id);
  expect(kept.status).toBe(200);
  expect(kept.body).toMatchObject({
    vet: { id: null, name: printed.from.name },
    from: printed.from,
    totalCents: 2 * SHIFT_CENTS + 5_000,
    number: printed.number,
  });
  expect(kept.body.lines).toHaveLength(3);
  expect((await listInvoices(c)).body).toMatchObject({ total: 1, totals: { outstandingCents: 2 * SHIFT_CENTS + 5_000 } });
});

test('the clinic deleted: the vet keeps its invoice, to the clinic as printed, lines intact', async () => {
  const t = createTestApp();
  const { c, v, shiftIds } = await approvedShifts(t, 1);
  const id = await sentOf(v, shiftIds);
  const printed = (await readInvoice(v, id)).body;
  await deleteAccount(t, c.id);

  const kept = (await readInvoice(v, id)).body;
  expect(kept).toMatchObject({ clinic: { id: null, name: 'Front Range Vets' }, billTo: printed.billTo, totalCents: SHIFT_CENTS });
  // The shift went with the clinic; its line keeps the date, hours, rate and amount.
  expect(kept.lines[0]).toMatchObject({
    shiftId: null,
    workDate: printed.lines[0].workDate,
    workedMinutes: 570,
    hourlyRateCents: 7_500,
    amountCents: SHIFT_CENTS,
  });
  expect(one<{ n: number }>(t, 'SELECT count(*) AS n FROM shift_invoices WHERE id = ?', id).n).toBe(1);
  expect((await listInvoices(v)).body.invoices[0]).toMatchObject({ id, clinic: { id: null, name: 'Front Range Vets' } });
});
