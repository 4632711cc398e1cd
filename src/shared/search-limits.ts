// The searches' paging, count cap and choices, and the count as shown: plain values, apart from
// search.ts's schemas, so the pages that show results load no validation library with them.
import type { SearchPage } from './search';

export const SEARCH_PAGE_SIZE = 50;
export const SEARCH_MAX_PAGE_SIZE = 100;
export const SEARCH_MAX_OFFSET = 5000;
export const SEARCH_COUNT_CAP = 1000;
export const SHIFT_SORTS = ['distance', 'rate', 'date'] as const;

/** "12", "1,000+": the result count as the browse page shows it. */
export function formatCount(page: Pick<SearchPage<unknown>, 'total' | 'totalCapped'>): string {
  return page.totalCapped ? `${SEARCH_COUNT_CAP.toLocaleString('en-US')}+` : page.total.toLocaleString('en-US');
}

/** 'rating': vets with a shown average first (best average, then most ratings), then the rest by distance. */
export const VET_SORTS = ['distance', 'name', 'experience', 'rate', 'rating'] as const;
export const AVAILABILITY_STATUSES = ['available', 'limited', 'busy'] as const;
