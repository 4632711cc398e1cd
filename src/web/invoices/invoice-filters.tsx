// The filters of /invoices: status chips (one at a time, All to clear), the year, and the other
// party (clinic for a vet, vet for a clinic).
import type { InvoiceDisplayStatus } from '../../shared/invoices';
import { cn } from '../lib/cn';
import { Label } from '../ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../ui/select';
import { STATUS_LABELS } from './invoice-format';

const ALL = 'all';

export interface Counterpart {
  id: number;
  name: string;
}

interface InvoiceFiltersProps {
  status: InvoiceDisplayStatus | undefined;
  year: number | undefined;
  counterpartId: number | undefined;
  years: number[];
  counterparts: Counterpart[];
  counterpartLabel: string;
  /** A clinic never sees drafts. */
  statuses: readonly InvoiceDisplayStatus[];
  onChange: (next: { status?: InvoiceDisplayStatus; year?: number; counterpartId?: number }) => void;
}

export function InvoiceFilters({ status, year, counterpartId, years, counterparts, counterpartLabel, statuses, onChange }: InvoiceFiltersProps) {
  const current = { status, year, counterpartId };
  return (
    <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
      <fieldset>
        <legend className="sr-only">Status</legend>
        <div className="flex flex-wrap gap-2">
          {[undefined, ...statuses].map((value) => (
            <button
              key={value ?? ALL}
              type="button"
              aria-pressed={status === value}
              onClick={() => onChange({ ...current, status: value })}
              className={cn(
                'h-9 rounded-full border px-3.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring cursor-pointer',
                status === value ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-card text-slate-700 hover:bg-muted',
              )}
            >
              {value ? STATUS_LABELS[value] : 'All'}
            </button>
          ))}
        </div>
      </fieldset>
      <div className="grid grid-cols-2 gap-3 lg:flex">
        <div className="space-y-1.5">
          <Label htmlFor="invoice-year">Year</Label>
          <Select value={year ? String(year) : ALL} onValueChange={(value) => onChange({ ...current, year: value === ALL ? undefined : Number(value) })}>
            <SelectTrigger id="invoice-year" className="lg:w-32">
              <SelectValue>{year ?? 'All years'}</SelectValue>
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All years</SelectItem>
              {years.map((option) => (
                <SelectItem key={option} value={String(option)}>
                  {option}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="min-w-0 space-y-1.5">
          <Label htmlFor="invoice-counterpart">{counterpartLabel}</Label>
          <Select
            value={counterpartId ? String(counterpartId) : ALL}
            onValueChange={(value) => onChange({ ...current, counterpartId: value === ALL ? undefined : Number(value) })}
          >
            <SelectTrigger id="invoice-counterpart" className="lg:w-56">
              <SelectValue>{counterparts.find((option) => option.id === counterpartId)?.name ?? 'All'}</SelectValue>
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All</SelectItem>
              {counterparts.map((option) => (
                <SelectItem key={option.id} value={String(option.id)}>
                  {option.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
    </div>
  );
}
