// The invoice calls: the list (paged, filtered), one invoice, the vet's invoiceable shifts, and the
// writes. Each write refreshes whatever shows invoices (lists, view, To do, earnings, spend).
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InvoiceableClinic, InvoiceDetail, InvoiceDraftInput, InvoiceList, MarkPaidInput, VoidInvoiceInput } from '../../shared/invoices';
import { apiJson, apiRequest, errorMessage } from '../lib/api-client';
import { bookingPaths, invoicePaths } from '../lib/paths';
import { toast } from '../ui/use-toast';
import { invoiceListPath, type ListFilters } from './invoice-format';

const INVOICE_ROOTS = [invoicePaths.invoices, invoicePaths.earnings, invoicePaths.spend, bookingPaths.toDo];

export function refreshInvoices(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => INVOICE_ROOTS.some((root) => String(query.queryKey[0]).startsWith(root)) });
}

/** A page of the caller's invoices; the previous page stays on screen while the next loads. */
export function useInvoiceList(filters: Partial<ListFilters>) {
  return useQuery<InvoiceList>({ queryKey: [invoiceListPath(filters)], placeholderData: keepPreviousData });
}

export function useInvoice(id: number | null) {
  return useQuery<InvoiceDetail>({ queryKey: [invoicePaths.invoice(id ?? 0)], enabled: id !== null });
}

/** The vet's approved, uninvoiced shifts by clinic. */
export function useInvoiceable(enabled = true) {
  return useQuery<InvoiceableClinic[]>({ queryKey: [invoicePaths.invoiceable], enabled });
}

export type InvoiceAction = { kind: 'send' } | { kind: 'void'; input: VoidInvoiceInput } | { kind: 'markPaid'; input: MarkPaidInput } | { kind: 'delete' };

const DONE: Record<InvoiceAction['kind'], { title: string; description?: string }> = {
  send: { title: 'Invoice sent', description: 'The clinic has been e-mailed a link to it.' },
  void: { title: 'Invoice void', description: 'Its shifts can go on a new invoice.' },
  markPaid: { title: 'Marked as paid', description: 'The other side has been told.' },
  delete: { title: 'Draft deleted' },
};

async function perform(id: number, action: InvoiceAction): Promise<InvoiceDetail | null> {
  if (action.kind === 'delete') {
    await apiRequest('DELETE', invoicePaths.invoice(id));
    return null;
  }
  if (action.kind === 'send') return apiJson('POST', invoicePaths.send(id), {});
  if (action.kind === 'void') return apiJson('POST', invoicePaths.void(id), action.input);
  return apiJson('POST', invoicePaths.markPaid(id), action.input);
}

/** One step of invoice `id`: the answer replaces the cached invoice. */
export function useInvoiceAction(id: number, onDone?: (action: InvoiceAction) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: InvoiceAction) => perform(id, action),
    onSuccess: (invoice, action) => {
      if (invoice) queryClient.setQueryData([invoicePaths.invoice(id)], invoice);
      toast(DONE[action.kind]);
      onDone?.(action);
    },
    onError: (error) => toast({ title: errorMessage(error, 'Could not update the invoice'), variant: 'destructive' }),
    onSettled: () => refreshInvoices(queryClient),
  });
}

/**
 * Saves a draft: a new one (POST) or the content of draft `id` (PUT); then sends it when asked.
 * `onSaved` runs from the hook, not from `mutate`'s own callbacks: the refresh that follows takes
 * the shifts off the editor's list, which may unmount the form before those would run.
 */
export function useSaveDraft(id: number | null, onSaved: (invoice: InvoiceDetail) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ input, send }: { input: InvoiceDraftInput; send: boolean }) => {
      const saved = await apiJson<InvoiceDetail>(id === null ? 'POST' : 'PUT', id === null ? invoicePaths.invoices : invoicePaths.invoice(id), input);
      return send ? apiJson<InvoiceDetail>('POST', invoicePaths.send(saved.id), {}) : saved;
    },
    onSuccess: (invoice) => {
      queryClient.setQueryData([invoicePaths.invoice(invoice.id)], invoice);
      toast(invoice.status === 'draft' ? { title: 'Draft saved' } : DONE.send);
      onSaved(invoice);
    },
    onError: (error) => toast({ title: errorMessage(error, 'Could not save the invoice'), variant: 'destructive' }),
    onSettled: () => refreshInvoices(queryClient),
  });
}
