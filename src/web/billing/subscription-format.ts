// How subscription values read on screen.
import { format } from 'date-fns';

export function formatPeriodEnd(iso: string | null): string {
  return iso ? format(new Date(iso), 'MMMM d, yyyy') : '—';
}
