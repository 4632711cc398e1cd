// The summary card of /vet-availability (spec 2 §2): dates posted, open and booked.
import type { OwnPosting } from '../../shared/availability';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';

export function AvailabilitySummaryCard({ postings, loading }: { postings: readonly OwnPosting[]; loading: boolean }) {
  const booked = postings.filter((posting) => posting.status === 'booked').length;
  const rows = [
    { label: 'Total dates', value: postings.length, tone: 'text-foreground' },
    { label: 'Open', value: postings.length - booked, tone: 'text-emerald-700' },
    { label: 'Booked', value: booked, tone: 'text-sky-800' },
  ];
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-lg">Summary</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-3 gap-3">
          {rows.map(({ label, value, tone }) => (
            <div key={label} className="rounded-lg bg-muted/60 p-3">
              <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
              <dd className={`text-2xl font-bold ${tone}`}>{loading ? '—' : value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
