// Your Posted Shifts (spec 2 §2): the first 5 with a View All / Show Less toggle; a row opens
// the edit dialog.
import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import type { Shift } from '../../shared/shifts';
import { lazyWhenShown } from '../lib/lazy-page';
import { ShiftRow } from '../shifts/shift-row';
import { useClinicShifts } from '../shifts/use-clinic-shifts';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';

// Its form code loads when a shift is first edited, not with the list.
const EditShiftDialog = lazyWhenShown(
  () => import('../shifts/edit-shift-dialog').then((module) => module.EditShiftDialog),
  (props) => props.shift !== null,
);

const SHOWN = 5;

/** `title`: the dashboard's 'Your Posted Shifts', /bookings' 'My Posted Shifts'. */
export function PostedShiftsCard({ enabled, title = 'Your Posted Shifts' }: { enabled: boolean; title?: string }) {
  const shifts = useClinicShifts(enabled);
  const [expanded, setExpanded] = useState(false);
  const [editing, setEditing] = useState<Shift | null>(null);
  const all = shifts.data ?? [];
  const visible = expanded ? all : all.slice(0, SHOWN);

  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2 pb-4">
        <CardTitle className="text-lg">{title}</CardTitle>
        {all.length > 0 && <span className="text-sm text-muted-foreground">{all.length} total</span>}
      </CardHeader>
      <CardContent className="space-y-2">
        {!enabled ? (
          <p className="py-6 text-center text-sm text-muted-foreground">Your shifts will appear here once your clinic can post them.</p>
        ) : shifts.isLoading ? (
          Array.from({ length: 3 }, (_, index) => <div key={index} className="h-[4.5rem] animate-pulse rounded-lg bg-muted" />)
        ) : shifts.isError ? (
          <Alert variant="destructive" className="flex flex-wrap items-center justify-between gap-2">
            Couldn't load your shifts.
            <Button size="sm" variant="outline" onClick={() => void shifts.refetch()}>
              Try again
            </Button>
          </Alert>
        ) : all.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-8 text-center">
            <CalendarPlus className="size-10 text-slate-300" aria-hidden />
            <p className="font-medium text-foreground">No shifts posted yet</p>
            <p className="text-sm text-muted-foreground">Click "Post New Shift" to get started</p>
          </div>
        ) : (
          <>
            <ul className="space-y-2" aria-label="Posted shifts">
              {visible.map((shift) => (
                <li key={shift.id}>
                  <ShiftRow shift={shift} onOpen={setEditing} />
                </li>
              ))}
            </ul>
            {all.length > SHOWN && (
              <Button variant="ghost" className="w-full text-primary" onClick={() => setExpanded(!expanded)}>
                {expanded ? 'Show Less' : `View All ${all.length} Shifts`}
              </Button>
            )}
          </>
        )}
      </CardContent>
      <EditShiftDialog shift={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}
