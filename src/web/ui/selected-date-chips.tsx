// The chosen dates as removable chips in a scrollable list.
import { X } from 'lucide-react';
import { formatShortDate } from '../lib/shift-format';

export function SelectedDateChips({ dates, onRemove }: { dates: string[]; onRemove: (date: string) => void }) {
  if (dates.length === 0) return <p className="text-sm text-muted-foreground">No dates selected yet. Pick one or more days on the calendar.</p>;
  return (
    <ul aria-label="Selected dates" className="flex max-h-20 flex-wrap gap-2 overflow-y-auto rounded-lg border border-border bg-muted/40 p-2">
      {dates.map((date) => (
        <li key={date} className="inline-flex items-center gap-1 rounded-full bg-primary/10 py-1 pl-3 pr-1 text-xs font-medium text-primary">
          {formatShortDate(date)}
          <button
            type="button"
            onClick={() => onRemove(date)}
            className="rounded-full p-0.5 hover:bg-primary/20 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring cursor-pointer"
            aria-label={`Remove ${formatShortDate(date)}`}
          >
            <X className="size-3.5" aria-hidden />
          </button>
        </li>
      ))}
    </ul>
  );
}
