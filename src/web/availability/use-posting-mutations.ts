// Post (one call per date, in parallel), edit and delete a vet's availability; each toasts per
// spec 2 §8 and refreshes the postings, the vet's search card and the dashboard figures.
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvailabilityInput, OwnPosting } from '../../shared/availability';
import { apiJson, errorMessage } from '../lib/api-client';
import { availabilityPaths, shiftPaths } from '../lib/paths';
import { toast } from '../ui/use-toast';

const ROOTS = [availabilityPaths.postings, '/api/nearby-vets', shiftPaths.stats];

function refresh(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (query) => ROOTS.some((root) => String(query.queryKey[0]).startsWith(root)) });
}

function showError(description: string) {
  toast({ title: 'Error', description, variant: 'destructive' });
}

export interface PostOutcome {
  posted: OwnPosting[];
  /** The dates the server refused, with why; they stay chosen so the vet can fix and retry. */
  failed: { date: string; error: unknown }[];
}

/** POST /api/vet-availability once per date, all at once; some dates may fail and others not. */
export function usePostAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (inputs: AvailabilityInput[]): Promise<PostOutcome> => {
      const settled = await Promise.allSettled(inputs.map((input) => apiJson<OwnPosting>('POST', availabilityPaths.postings, input)));
      const outcome: PostOutcome = { posted: [], failed: [] };
      settled.forEach((result, index) => {
        if (result.status === 'fulfilled') outcome.posted.push(result.value);
        else outcome.failed.push({ date: inputs[index]!.availableDate, error: result.reason });
      });
      if (outcome.posted.length === 0) throw outcome.failed[0]?.error ?? new Error('Nothing to post');
      return outcome;
    },
    onSuccess: ({ posted, failed }) => {
      if (failed.length > 0) {
        const why = errorMessage(failed[0]!.error, 'Failed to post availability');
        return showError(`Posted ${posted.length} of ${posted.length + failed.length} dates. ${why}`);
      }
      toast({
        title: 'Success',
        description:
          posted.length === 1
            ? 'Your availability has been posted and nearby clinics have been notified.'
            : `Posted availability for ${posted.length} date(s). Nearby clinics have been notified.`,
      });
    },
    onError: (error) => showError(errorMessage(error, 'Failed to post availability')),
    onSettled: () => refresh(queryClient),
  });
}

export function useUpdateAvailability(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AvailabilityInput) => apiJson<OwnPosting>('PATCH', availabilityPaths.posting(id), input),
    onSuccess: () => toast({ title: 'Success', description: 'Your availability has been updated.' }),
    onError: (error) => showError(errorMessage(error, 'Failed to update availability')),
    onSettled: () => refresh(queryClient),
  });
}

export function useDeleteAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiJson<unknown>('DELETE', availabilityPaths.posting(id)),
    onSuccess: () => toast({ title: 'Success', description: 'Your availability posting has been removed.' }),
    onError: (error) => showError(errorMessage(error, 'Failed to delete posting')),
    onSettled: () => refresh(queryClient),
  });
}
