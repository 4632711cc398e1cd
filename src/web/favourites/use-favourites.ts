// GET /api/favourites (the caller's own list) and the star's PUT / DELETE. A star changed here
// refreshes the list, the searches (their cards carry the star and "favourites only" filters by
// it) and the profiles, so every place that shows the star agrees.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Favourite } from '../../shared/trusted-network';
import { apiJson, apiRequest } from '../lib/api-client';
import { browsePaths, favouritePaths } from '../lib/paths';

export function useFavourites() {
  return useQuery({ queryKey: [favouritePaths.list], queryFn: () => apiJson<Favourite[]>('GET', favouritePaths.list) });
}

export function useSetFavourite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, favourite }: { userId: number; favourite: boolean }) => apiRequest(favourite ? 'PUT' : 'DELETE', favouritePaths.one(userId)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [favouritePaths.list] }),
        queryClient.invalidateQueries({
          predicate: ({ queryKey }) => {
            const head = String(queryKey[0]);
            return head.startsWith(browsePaths.searchShifts) || head.startsWith(browsePaths.nearbyVets) || head === 'person-profile';
          },
        }),
      ]),
  });
}
