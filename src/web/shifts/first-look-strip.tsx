// Under a clinic's shift in its first look: until when only its favourites see it, and the button
// that opens it to everyone now.
import { Eye } from 'lucide-react';
import type { Shift } from '../../shared/shifts';
import { firstLookEnd } from '../lib/first-look';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { useOpenShift } from './use-shift-mutations';

export function FirstLookStrip({ shift }: { shift: Shift }) {
  const open = useOpenShift(shift.id);
  const until = firstLookEnd(shift);
  if (!until || shift.status !== 'open') return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-teal-50 px-3 py-2 text-sm text-teal-900">
      <span className="flex items-center gap-2">
        <Eye className="size-4" aria-hidden />
        First look until {until}
      </span>
      <Button size="sm" variant="outline" disabled={open.isPending} onClick={() => open.mutate()}>
        {open.isPending && <Spinner className="size-4 text-current" label="Opening" />}
        Open to everyone now
      </Button>
    </div>
  );
}
