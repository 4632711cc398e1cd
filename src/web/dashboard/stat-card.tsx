// One dashboard figure with its icon and a line of context.
import type { LucideIcon } from 'lucide-react';
import { pluralize } from '../lib/plural';
import { Card } from '../ui/card';

interface StatCardProps {
  label: string;
  /** A count, or text such as '1,000+'; undefined shows a dash. */
  value: number | string | undefined;
  hint: string;
  icon: LucideIcon;
  loading?: boolean;
}

export function StatCard({ label, value, hint, icon: Icon, loading }: StatCardProps) {
  return (
    <Card className="flex items-center gap-4 p-4 sm:p-5">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <Icon className="size-5" aria-hidden />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        {loading ? (
          <span className="mt-1 block h-7 w-12 animate-pulse rounded bg-muted" role="status" aria-label="Loading" />
        ) : (
          <p className="text-2xl font-bold text-foreground">{value === undefined ? '—' : typeof value === 'number' ? value.toLocaleString('en-US') : value}</p>
        )}
        {/* Two lines rather than an ellipsis: on a four-across laptop row the hint is the figure's meaning. */}
        <p className="line-clamp-2 text-xs text-muted-foreground">{hint}</p>
      </div>
    </Card>
  );
}

/**
 * The Completed Shifts card's hint: what still waits (ended shifts whose hours are not approved),
 * or what it counts. `toDo` counts shifts, not hours, so the sentence names shifts.
 */
export function completedHint(toDo: number, action: string): string {
  return toDo > 0 ? `To do: ${action} hours of ${toDo} ${pluralize(toDo, 'shift')}` : 'Ended, hours approved';
}
