// Getting paid (issue 22): business details, and the vet's invoices to clinics from draft to
// paid or void. Reading and marking paid need only an account (a clinic whose subscription ended
// still reads and settles what it was sent); making, sending and voiding are the vet's, past the
// gate. Anyone but an invoice's two parties gets 404, as if it did not exist.
import { Elysia } from 'elysia';
import { z } from 'zod';
import { textId } from '../../shared/ids';
import { invoiceDraftSchema, invoiceListQuerySchema, invoiceToday, markPaidSchema, voidInvoiceSchema } from '../../shared/invoices';
import { authGuards } from '../auth/guards';
import type { AppDeps } from '../context';
import { parseQuery } from '../http/query';
import { cachedInvoiceAnswer } from './answer-cache';
import { businessDetailsBody, readBusinessDetails, saveBusinessDetails } from './business-details';
import { createDraft, deleteDraft, updateDraft } from './drafts';
import { invoiceableShifts } from './invoiceable';
import { listInvoices } from './list';
import { sendInvoice } from './send';
import { markPaid, voidInvoice } from './settle';

const idParams = z.object({ id: textId('Invoice id') });

export function invoiceRoutes(deps: AppDeps) {
  const { db } = deps;
  return (
    new Elysia()
      .use(authGuards(deps))
      .get('/api/business-details', ({ caller }) => readBusinessDetails(db, caller.user), { requireUser: true })
      .put('/api/business-details', ({ caller, body }) => saveBusinessDetails(db, caller.user, body, deps.clock()), {
        requireUser: true,
        body: businessDetailsBody,
      })
      .get(
        '/api/invoices',
        ({ caller, request, set }) => {
          const query = parseQuery(request, invoiceListQuerySchema);
          const now = deps.clock();
          set.headers['content-type'] = 'application/json';
          // Overdue and its totals are judged by the day: part of the key.
          const key = `list:${invoiceToday(now)}:${JSON.stringify(query)}`;
          return cachedInvoiceAnswer(db, caller.user.id, key, () => listInvoices(db, caller.user, query, now));
        },
        { requireUser: true },
      )
      .get('/api/invoices/invoiceable', ({ caller }) => invoiceableShifts(db, caller.user.id), { requireVet: true })
      // GET /api/invoices/:id (its JSON, and its PDF as :id.pdf) is pdf-routes.ts: the router keeps one route per path.
      .post(
        '/api/invoices',
        ({ caller, body, set }) => {
          set.status = 201;
          return createDraft(deps, caller.user, body);
        },
        { requireVet: true, body: invoiceDraftSchema },
      )
      .put('/api/invoices/:id', ({ caller, params, body }) => updateDraft(deps, caller.user, params.id, body), {
        requireVet: true,
        params: idParams,
        body: invoiceDraftSchema,
      })
      .delete('/api/invoices/:id', ({ caller, params }) => deleteDraft(deps, caller.user, params.id), { requireVet: true, params: idParams })
      .post('/api/invoices/:id/send', ({ caller, params }) => sendInvoice(deps, caller.user, params.id), { requireVet: true, params: idParams })
      .post('/api/invoices/:id/void', ({ caller, params, body }) => voidInvoice(deps, caller.user, params.id, body), {
        requireVet: true,
        params: idParams,
        body: voidInvoiceSchema,
      })
      .post('/api/invoices/:id/mark-paid', ({ caller, params, body }) => markPaid(deps, caller.user, params.id, body), {
        requireUser: true,
        params: idParams,
        body: markPaidSchema,
      })
  );
}
