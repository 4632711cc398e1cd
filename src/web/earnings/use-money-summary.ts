// The earnings (vet) and spend (clinic) summaries: figures, 12 months, and the table by party.
import { useQuery } from '@tanstack/react-query';
import type { EarningsSummary, SpendSummary } from '../../shared/invoices';
import { invoicePaths } from '../lib/paths';

export function useEarnings() {
  return useQuery<EarningsSummary>({ queryKey: [invoicePaths.earnings] });
}

export function useSpend() {
  return useQuery<SpendSummary>({ queryKey: [invoicePaths.spend] });
}
