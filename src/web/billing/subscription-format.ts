// How subscription values read on screen.
import { format } from 'date-fns';

export function formatPeriodEnd(iso: string | null): string {
  return iso ? format(new Date(iso), 'MMMM d, yyyy') : '—';
}

export function formatMonthlyAmount(cents: number): string {
  return `$${(cents / 100).toFixed(2)}/month`;
}
