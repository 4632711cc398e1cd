import { formatBadgeCount } from '../../shared/constants';
import { Badge } from './badge';

/** A red count bubble, hidden at zero, capped at 9+. */
export function CountBadge({ count, label, className }: { count: number; label: string; className?: string }) {
  if (count <= 0) return null;
  return (
    <Badge variant="count" className={className}>
      <span aria-hidden>{formatBadgeCount(count)}</span>
      <span className="sr-only">
        {count} {label}
      </span>
    </Badge>
  );
}
