// A distance search read page by page ("Load more" while hasMore).
import { useInfiniteQuery } from '@tanstack/react-query';
import type { SearchPage } from '../../shared/search';
import { apiJson } from '../lib/api-client';

export function usePagedSearch<T>(path: string, paramsFor: (offset: number) => URLSearchParams) {
  const firstPage = paramsFor(0).toString();
  return useInfiniteQuery({
    queryKey: [path, firstPage],
    queryFn: ({ pageParam }) => apiJson<SearchPage<T>>('GET', `${path}?${paramsFor(pageParam).toString()}`),
    initialPageParam: 0,
    getNextPageParam: (last) => (last.hasMore ? last.offset + last.results.length : undefined),
  });
}
