// The market reads: the page's figures (spec 2 §7: no staleness, refetch on mount, one retry) and
// the Post New Shift dialog's hint for one state and practice type.
import { useQuery } from '@tanstack/react-query';
import type { MarketData, RateHint } from '../../shared/market';
import { marketPaths } from '../lib/paths';
import { refetchUnlessFromPage } from '../lib/page-data';

export function useMarketData() {
  return useQuery<MarketData>({ queryKey: [marketPaths.marketData], staleTime: 0, refetchOnMount: refetchUnlessFromPage, retry: 1 });
}

/** The clinic's state average for one practice type; asked afresh each time the dialog opens. */
export function useRateHint(practiceType: string) {
  return useQuery<RateHint>({ queryKey: [marketPaths.rateHint(practiceType)], refetchOnMount: 'always' });
}
