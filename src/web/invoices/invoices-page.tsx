// /invoices for both roles: a vet's issued invoices, a clinic's received ones. Totals outstanding
// and overdue at the top, status chips, year and counterpart filters (kept in the URL, so Back and
// a shared link keep them), and a paged list.
import { useQuery } from '@tanstack/react-query';
import { ChartColumn, Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import {
  type EarningsSummary,
  INVOICE_DISPLAY_STATUSES,
  INVOICES_PAGE_SIZE,
  type InvoiceDisplayStatus,
  invoiceListQuerySchema,
  type SpendSummary,
} from '../../shared/invoices';
import { useAuth } from '../lib/auth-provider';
import { invoicePaths, pages } from '../lib/paths';
import { Button } from '../ui/button';
import { PageHeader } from '../ui/page-header';
import { recentYears } from '../lib/recent-years';
import type { ListFilters } from './invoice-format';
import { type Counterpart, InvoiceFilters } from './invoice-filters';
import { InvoiceList } from './invoice-list';
import { InvoiceTotalsCards } from './invoice-totals';
import { useInvoiceList } from './use-invoices';

/** The filters in the address bar; anything unreadable there is dropped, not an error. */
function readFilters(params: URLSearchParams): ListFilters {
  const parsed = invoiceListQuerySchema.safeParse(Object.fromEntries(params));
  if (!parsed.success) return { status: undefined, year: undefined, counterpartId: undefined, offset: 0 };
  const { status, year, counterpartId, offset } = parsed.data;
  return { status, year, counterpartId, offset };
}

function writeFilters(filters: Partial<ListFilters>): Record<string, string> {
  const out: Record<string, string> = {};
  if (filters.status) out.status = filters.status;
  if (filters.year) out.year = String(filters.year);
  if (filters.counterpartId) out.counterpartId = String(filters.counterpartId);
  if (filters.offset) out.offset = String(filters.offset);
  return out;
}

/** The clinics a vet has invoiced, or the vets who invoiced a clinic, from the earnings/spend summary. */
function useCounterparts(side: 'vet' | 'clinic'): Counterpart[] {
  const summary = useQuery<EarningsSummary | SpendSummary>({ queryKey: [side === 'vet' ? invoicePaths.earnings : invoicePaths.spend] });
  const data = summary.data;
  if (!data) return [];
  const rows =
    'byClinic' in data
      ? data.byClinic.map((row) => ({ id: row.clinicId, name: row.clinicName }))
      : data.byVet.map((row) => ({ id: row.vetId, name: row.vetName }));
  return rows.filter((row): row is Counterpart => row.id !== null).sort((a, b) => a.name.localeCompare(b.name));
}

export function InvoicesPage() {
  const { user } = useAuth();
  const side = user?.userType === 'clinic' ? 'clinic' : 'vet';
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const list = useInvoiceList(filters);
  const counterparts = useCounterparts(side);
  const setFilters = (next: Partial<ListFilters>) => setParams(writeFilters(next));
  const total = list.data?.total ?? 0;
  const from = filters.offset + 1;
  const to = Math.min(filters.offset + INVOICES_PAGE_SIZE, total);
  const filtered = Boolean(filters.status || filters.year || filters.counterpartId);
  const statuses: readonly InvoiceDisplayStatus[] =
    side === 'clinic' ? INVOICE_DISPLAY_STATUSES.filter((status) => status !== 'draft') : INVOICE_DISPLAY_STATUSES;

  return (
    <>
      <PageHeader
        title="Invoices"
        description={
          side === 'vet'
            ? 'Invoices you send clinics for your approved hours. Payment happens outside VetRelief; mark an invoice paid when the money arrives.'
            : 'Invoices relief vets sent you for their approved hours. Pay them as each invoice says, then mark them paid.'
        }
        actions={
          <>
            <Button asChild variant="outline">
              <Link to={side === 'vet' ? pages.earnings : pages.spend}>
                <ChartColumn aria-hidden /> {side === 'vet' ? 'Earnings' : 'Spend'}
              </Link>
            </Button>
            {side === 'vet' && (
              <Button asChild>
                <Link to={pages.newInvoice}>
                  <Plus aria-hidden /> Create invoice
                </Link>
              </Button>
            )}
          </>
        }
      />
      <InvoiceTotalsCards totals={list.data?.totals} side={side} />
      <InvoiceFilters
        status={filters.status}
        year={filters.year}
        counterpartId={filters.counterpartId}
        years={recentYears(new Date())}
        counterparts={counterparts}
        counterpartLabel={side === 'vet' ? 'Clinic' : 'Vet'}
        statuses={statuses}
        onChange={(next) => setFilters({ ...next, offset: 0 })}
      />
      <InvoiceList
        invoices={list.data?.invoices}
        side={side}
        loading={list.isFetching}
        failed={list.isError}
        filtered={filtered}
        onRetry={() => void list.refetch()}
      />
      {total > INVOICES_PAGE_SIZE && (
        <nav aria-label="Pages" className="mt-4 flex items-center justify-between gap-3">
          <Button
            variant="outline"
            size="sm"
            disabled={filters.offset === 0}
            onClick={() => setFilters({ ...filters, offset: Math.max(0, filters.offset - INVOICES_PAGE_SIZE) })}
          >
            Previous
          </Button>
          <p className="text-sm text-slate-600 tabular-nums">
            {from}–{to} of {total}
          </p>
          <Button variant="outline" size="sm" disabled={to >= total} onClick={() => setFilters({ ...filters, offset: filters.offset + INVOICES_PAGE_SIZE })}>
            Next
          </Button>
        </nav>
      )}
    </>
  );
}
