// "Newer · 1–25 of 80 · Older": the pager of the admin queues, newest first.
import { Button } from './button';

interface NewerOlderPagerProps {
  /** What the pages are of, for screen readers: "Licence pages". */
  label: string;
  offset: number;
  limit: number;
  total: number;
  onOffsetChange: (offset: number) => void;
}

/** Shown only when there is more than one page. */
export function NewerOlderPager({ label, offset, limit, total, onOffsetChange }: NewerOlderPagerProps) {
  if (total <= limit) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between text-sm text-slate-600">
      <Button size="sm" variant="outline" disabled={offset === 0} onClick={() => onOffsetChange(Math.max(0, offset - limit))}>
        Newer
      </Button>
      <span>
        {offset + 1}–{Math.min(offset + limit, total)} of {total}
      </span>
      <Button size="sm" variant="outline" disabled={offset + limit >= total} onClick={() => onOffsetChange(offset + limit)}>
        Older
      </Button>
    </nav>
  );
}
