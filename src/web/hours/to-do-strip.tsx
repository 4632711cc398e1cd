// The To do strip at the top of /bookings: what waits for the caller after its shifts (hours to
// submit, approve or answer; ratings to give), each with its action in place. A link from a
// thread message or e-mail (?hoursShiftId=ID) opens that shift's hours.
import { useEffect, useState } from 'react';
import type { ToDoItem } from '../../shared/shift-day';
import { formatShiftDate } from '../lib/shift-format';
import { twelveHourRange } from '../../shared/time';
import { InvoiceableItems, useInvoiceableClinics } from '../invoices/invoiceable-items';
import type { RateTarget } from '../ratings/RateShiftDialog';
import { Button } from '../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';
import { Spinner } from '../ui/spinner';
import { useToDo } from './use-hours';
import { lazyWhenShown } from '../lib/lazy-page';

// Dialogs load their code (forms, zod, Radix) when first opened, not with the page.
const RateShiftDialog = lazyWhenShown(
  () => import('../ratings/RateShiftDialog').then((module) => module.RateShiftDialog),
  (props) => props.target !== null,
);
const HoursDialog = lazyWhenShown(
  () => import('./hours-dialog').then((module) => module.HoursDialog),
  (props) => props.shiftId !== null,
);

const ACTIONS: Record<ToDoItem['kind'], string> = {
  submit_hours: 'Submit hours',
  review_hours: 'Review hours',
  answer_correction: 'Review correction',
  rate: 'Rate',
};

function describe(item: ToDoItem): string {
  const day = formatShiftDate(item.shiftDate);
  if (item.kind === 'submit_hours') return `Submit your hours for ${item.otherParty}, ${day} (${twelveHourRange(item.startTime, item.endTime)})`;
  if (item.kind === 'review_hours') return `${item.otherParty} submitted hours for ${day}`;
  if (item.kind === 'answer_correction') return `${item.otherParty} proposed corrected hours for ${day}`;
  return `Rate ${item.otherParty} for ${day}`;
}

/** The shift id a link asks to open (?hoursShiftId=ID), once. */
function useLinkedShift(open: (shiftId: number) => void) {
  useEffect(() => {
    const id = Number(new URLSearchParams(window.location.search).get('hoursShiftId'));
    if (Number.isSafeInteger(id) && id > 0) open(id);
  }, [open]);
}

export function ToDoStrip({ viewer }: { viewer: 'clinic' | 'relief_vet' }) {
  const toDo = useToDo();
  const [hoursOf, setHoursOf] = useState<number | null>(null);
  const [rating, setRating] = useState<RateTarget | null>(null);
  useLinkedShift(setHoursOf);
  const items = toDo.data?.items ?? [];
  // A vet's approved shifts not yet invoiced, one item per clinic (the same query feeds the items).
  const vet = viewer === 'relief_vet';
  const toInvoice = useInvoiceableClinics(vet).length;
  const count = (toDo.data?.count ?? 0) + toInvoice;

  return (
    <Card className="mb-6" aria-labelledby="to-do-title">
      <CardHeader className="pb-3">
        <CardTitle id="to-do-title" className="text-lg">
          To do{toDo.data ? ` (${count})` : ''}
        </CardTitle>
      </CardHeader>
      <CardContent>
        {toDo.isLoading && <Spinner label="Loading your to do list" />}
        {toDo.isError && (
          <p className="text-sm text-destructive">
            Could not load your to do list.{' '}
            <Button variant="link" className="h-auto p-0" onClick={() => void toDo.refetch()}>
              Try again
            </Button>
          </p>
        )}
        {toDo.data && count === 0 && <p className="text-sm text-muted-foreground">Nothing to do after your shifts.</p>}
        {count > 0 && (
          <ul className="divide-y divide-border">
            <InvoiceableItems vet={vet} />
            {items.map((item) => (
              <li
                key={`${item.kind}-${item.shiftId}`}
                className="flex flex-col gap-2 py-2 sm:flex-row sm:items-center sm:justify-between"
                data-testid="to-do-item"
              >
                <span className="text-sm">{describe(item)}</span>
                <Button
                  size="sm"
                  variant={item.kind === 'rate' ? 'outline' : 'default'}
                  onClick={() =>
                    item.kind === 'rate'
                      ? setRating({ shiftId: item.shiftId, otherParty: item.otherParty, otherPartyId: item.otherPartyId })
                      : setHoursOf(item.shiftId)
                  }
                >
                  {ACTIONS[item.kind]}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      <HoursDialog shiftId={hoursOf} viewer={viewer} onClose={() => setHoursOf(null)} />
      <RateShiftDialog target={rating} onClose={() => setRating(null)} />
    </Card>
  );
}
