// The market reads: the page's figures (spec 2 §7: no staleness, refetch on mount, one retry) and
// the Post New Shift dialog's hint for one state and practice type.
import { useQuery } from '@tanstack/react-query';
import type { MarketData, RateHint } from '../../shared/market';
import { marketPaths } from '../lib/paths';

export function useMarketData() {
  return useQuery<MarketData>({ queryKey: [marketPaths.marketData], staleTime: 0, refetchOnMount: 'always', retry: 1 });
}

/** One hint per state and practice type; refreshed each time the dialog opens. */
export function useRateHint(state: string | null, practiceType: string) {
  return useQuery<RateHint>({
    queryKey: [marketPaths.rateHint(state ?? '', practiceType)],
    enabled: Boolean(state),
    refetchOnMount: 'always',
  });
}
