// GET /api/calendar (the link, created on first use) and POST /api/calendar/regenerate.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CalendarLink } from '../../shared/calendar';
import { apiJson, errorMessage } from '../lib/api-client';
import { calendarPaths } from '../lib/paths';
import { toast } from '../ui/use-toast';

export function useCalendarLink() {
  return useQuery<CalendarLink>({ queryKey: [calendarPaths.link] });
}

export function useRegenerateCalendarLink(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiJson<CalendarLink>('POST', calendarPaths.regenerate, {}),
    onSuccess: (link) => {
      queryClient.setQueryData([calendarPaths.link], link);
      toast({ title: 'New calendar link ready', description: 'The old link no longer works: subscribe again with this one.' });
      onDone();
    },
    onError: (error) => toast({ title: 'Could not regenerate the link', description: errorMessage(error, 'Please try again.'), variant: 'destructive' }),
  });
}
