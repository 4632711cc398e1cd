// Market Insights (spec 2 §2): the trend against the previous window and the viewer's own
// recommendation, both computed by the server; the spec's fallbacks when either is empty.
import { Lightbulb, TrendingUp } from 'lucide-react';
import type { MarketTrends } from '../../shared/market';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';

export function MarketInsights({ trends }: { trends: MarketTrends }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-lg">Market Insights</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 md:grid-cols-2">
        <div className="flex gap-3 rounded-lg bg-secondary/60 p-3">
          <TrendingUp className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <div>
            <h3 className="text-sm font-semibold text-foreground">Trend</h3>
            <p className="text-sm text-slate-700">{trends.message || 'Market data is being analyzed...'}</p>
          </div>
        </div>
        <div className="flex gap-3 rounded-lg bg-amber-50 p-3">
          <Lightbulb className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
          <div>
            <h3 className="text-sm font-semibold text-foreground">For you</h3>
            <p className="text-sm text-slate-700">{trends.recommendation || 'Check back for personalized insights...'}</p>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
