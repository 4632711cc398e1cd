// /bookings?summaryId=N (the link in a summary's message and e-mail): switch to the Pending tab,
// open that summary after 500 ms, drop the query, and say what to do. ?from=email greets the user.
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '../ui/use-toast';

export const SUMMARY_OPEN_DELAY_MS = 500;

/** The summaryId query as an id, or null unless it is a positive whole number. */
export function summaryIdFrom(value: string | null): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

export function useSummaryLink(showPending: () => void, open: (id: number) => void) {
  const [params, setParams] = useSearchParams();
  const summaryId = summaryIdFrom(params.get('summaryId'));
  const fromEmail = params.get('from') === 'email';
  // Dropping the query re-runs the effect, so the timer lives until the page unmounts, not the run.
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (fromEmail) toast({ title: 'Welcome back!', description: 'Here are your bookings.' });
  }, [fromEmail]);

  useEffect(() => {
    if (summaryId === null) return;
    showPending();
    setParams(
      (current) => {
        current.delete('summaryId');
        return current;
      },
      { replace: true },
    );
    toast({ title: 'Review Booking Summary', description: 'Check the dates and respond to the clinic.' });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => open(summaryId), SUMMARY_OPEN_DELAY_MS);
  }, [summaryId, showPending, open, setParams]);
}
