// The Summary side card: how many items each tab of /bookings holds.
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';
import type { BookingTab } from './booking-tabs';

const ROWS: { tab: BookingTab; label: string; tone: string }[] = [
  { tab: 'all', label: 'Total', tone: 'text-foreground' },
  { tab: 'pending', label: 'Pending', tone: 'text-amber-700' },
  { tab: 'accepted', label: 'Accepted', tone: 'text-emerald-700' },
  { tab: 'declined', label: 'Declined', tone: 'text-red-700' },
];

export function SummaryCountsCard({ counts }: { counts: Record<BookingTab, number> }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-lg">Summary</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-2 gap-3">
          {ROWS.map(({ tab, label, tone }) => (
            <div key={tab} className="rounded-lg bg-muted/60 p-3">
              <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
              <dd className={`text-2xl font-bold ${tone}`}>{counts[tab]}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
