// What the vet earned and the clinic spent: the summaries behind /earnings and /spend (kept as
// JSON per reader and day until one of their invoices changes: invoices/answer-cache.ts), and each
// year's lines as CSV. Each side reads only its own invoices, so there is nothing to 404 on.
import { Elysia } from 'elysia';
import { z } from 'zod';
import { invoiceToday } from '../../shared/invoices';
import { authGuards } from '../auth/guards';
import { zoneOfState } from '../bookings/shift-time';
import type { AppDeps } from '../context';
import { cachedInvoiceAnswer } from '../invoices/answer-cache';
import { calendarDate } from './months';
import { earningsSummary, type MoneySide, spendSummary } from './summary';
import { yearCsv, yearCsvFilename } from './year-csv';

const YEAR_FILE = /^(\d{4})\.csv$/;
const YEARS = { min: 2000, max: 2100 } as const;
const YEAR_ERROR = `year must be a year from ${YEARS.min} to ${YEARS.max} followed by .csv, such as 2026.csv`;

/** "2026.csv" → 2026. */
const yearParams = z.object({
  year: z
    .string({ error: YEAR_ERROR })
    .refine(
      (text) => {
        const year = Number(YEAR_FILE.exec(text)?.[1]);
        return year >= YEARS.min && year <= YEARS.max;
      },
      { error: YEAR_ERROR },
    )
    .transform((text) => Number(text.slice(0, 4))),
});

function csvResponse(stream: ReadableStream<Uint8Array>, side: MoneySide, year: number, headers: Record<string, unknown>): Response {
  return new Response(stream, {
    headers: {
      ...(headers as Record<string, string>),
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${yearCsvFilename(side, year)}"`,
      // A business record of one account: no shared cache keeps it.
      'cache-control': 'private, no-store',
    },
  });
}

export function earningsRoutes(deps: AppDeps) {
  const { db } = deps;
  // "This month" in the reader's calendar: the zone of its profile's state.
  const today = (state: string) => calendarDate(deps.clock(), zoneOfState(state));
  return new Elysia()
    .use(authGuards(deps))
    .get(
      '/api/earnings',
      ({ caller, profile, set }) => {
        const [month, overdue] = [today(profile.state), invoiceToday(deps.clock())];
        set.headers['content-type'] = 'application/json';
        return cachedInvoiceAnswer(db, caller.user.id, `earnings:${month}:${overdue}`, () => earningsSummary(db, caller.user.id, month, overdue));
      },
      { requireVet: true },
    )
    .get(
      '/api/spend',
      ({ caller, profile, set }) => {
        const [month, overdue] = [today(profile.state), invoiceToday(deps.clock())];
        set.headers['content-type'] = 'application/json';
        return cachedInvoiceAnswer(db, caller.user.id, `spend:${month}:${overdue}`, () => spendSummary(db, caller.user.id, month, overdue));
      },
      { requireClinic: true },
    )
    .get(
      '/api/earnings/:year',
      ({ caller, params, set }) => csvResponse(yearCsv(db, 'vet', caller.user.id, params.year, invoiceToday(deps.clock())), 'vet', params.year, set.headers),
      { requireVet: true, params: yearParams },
    )
    .get(
      '/api/spend/:year',
      ({ caller, params, set }) =>
        csvResponse(yearCsv(db, 'clinic', caller.user.id, params.year, invoiceToday(deps.clock())), 'clinic', params.year, set.headers),
      { requireClinic: true, params: yearParams },
    );
}
