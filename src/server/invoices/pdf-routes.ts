// GET /api/invoices/{id}.pdf, and GET /api/invoices/{id} with it. Elysia's router keeps one
// parameter per path segment and reads no suffix after one: `/api/invoices/:id.pdf` would be a
// parameter named "id.pdf", and it cannot sit beside `/api/invoices/:id` (the router refuses two
// names in one place; two routes of one path keep only the first). So one route answers both
// spellings of the segment: "7" the invoice's JSON, "7.pdf" its PDF. Reading needs only an
// account, as for the invoice itself: a clinic whose subscription ended still downloads what it
// was sent. The two parties only; anyone else, and a clinic asking for a draft, gets 404 as if
// the invoice did not exist.
import { Elysia } from 'elysia';
import { z } from 'zod';
import { invoiceToday } from '../../shared/invoices';
import { isCanonicalId } from '../../shared/ids';
import { authGuards } from '../auth/guards';
import type { AppDeps } from '../context';
import { AppError } from '../http/errors';
import { invoicePdfFilename, renderInvoicePdf } from './pdf';
import { invoiceDetail } from './read';

const INVOICE_SEGMENT = /^(\d+)(\.pdf)?$/;
const SEGMENT_ERROR = 'Invoice id must be a positive whole number written in plain digits, or that number followed by .pdf';

/** "7" → the invoice 7; "7.pdf" → its PDF. One spelling per invoice, as every id in a path. */
export const invoiceSegment = z
  .string({ error: SEGMENT_ERROR })
  .refine((text) => isCanonicalId(INVOICE_SEGMENT.exec(text)?.[1] ?? ''), { error: SEGMENT_ERROR })
  .transform((text) => ({ invoiceId: Number(INVOICE_SEGMENT.exec(text)![1]), pdf: text.endsWith('.pdf') }));

const params = z.object({ id: invoiceSegment });

export const INVOICE_NOT_FOUND = new AppError(404, 'Invoice not found', 'INVOICE_NOT_FOUND');

export function invoicePdfRoutes(deps: AppDeps) {
  return new Elysia().use(authGuards(deps)).get(
    '/api/invoices/:id',
    async ({ caller, params, set }) => {
      const invoice = invoiceDetail(deps.db, params.id.invoiceId, caller.user, invoiceToday(deps.clock()));
      if (!invoice) throw INVOICE_NOT_FOUND;
      if (!params.id.pdf) return invoice;
      const bytes = await renderInvoicePdf(invoice);
      set.headers['content-type'] = 'application/pdf';
      set.headers['content-disposition'] = `attachment; filename="${invoicePdfFilename(invoice)}"`;
      // A business record of two parties: no shared cache keeps it.
      set.headers['cache-control'] = 'private, no-store';
      return bytes;
    },
    { requireUser: true, params },
  );
}
