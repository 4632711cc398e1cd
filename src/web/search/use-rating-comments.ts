// GET /api/people/{userId}/ratings: a person's visible ratings, a page at a time, newest first;
// and POST /api/ratings/{id}/response: the rated party's one answer.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RatingCommentsPage } from '../../shared/shift-day';
import { apiJson } from '../lib/api-client';
import { api } from '../lib/paths';

const key = (userId: number) => ['rating-comments', userId];

export function useRatingComments(userId: number, offset: number) {
  return useQuery({
    queryKey: [...key(userId), offset],
    queryFn: () => apiJson<RatingCommentsPage>('GET', api.personRatings(userId, offset)),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useRespondToRating(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ ratingId, response }: { ratingId: number; response: string }) => apiJson('POST', api.ratingResponse(ratingId), { response }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key(userId) }),
  });
}
