// Overview (spec 2 §2 counters Total Users, Clinics, Relief Vets; issue 13 adds the shifts and the
// last 24 hours' activity).
import type { LucideIcon } from 'lucide-react';
import { Briefcase, CalendarCheck, CalendarClock, ClipboardList, MessageSquare, Stethoscope, Users } from 'lucide-react';
import type { AdminOverview } from '../../shared/admin';
import { adminPaths } from '../lib/paths';
import { Card } from '../ui/card';
import { useAdminQuery } from './admin-api';
import { BackupHealth } from './backup-health';
import { ListError } from './list-states';

const COUNTERS: { key: Exclude<keyof AdminOverview, 'backups'>; label: string; icon: LucideIcon }[] = [
  { key: 'users', label: 'Total Users', icon: Users },
  { key: 'clinics', label: 'Clinics', icon: Briefcase },
  { key: 'vets', label: 'Relief Vets', icon: Stethoscope },
  { key: 'openShifts', label: 'Open Shifts', icon: CalendarClock },
  { key: 'bookedShifts', label: 'Booked Shifts', icon: CalendarCheck },
  { key: 'messagesLast24h', label: 'Messages (24 h)', icon: MessageSquare },
  { key: 'applicationsLast24h', label: 'Applications (24 h)', icon: ClipboardList },
];

export function OverviewTab() {
  const overview = useAdminQuery<AdminOverview>(adminPaths.overview);
  if (overview.isError) return <ListError what="the overview" onRetry={() => void overview.refetch()} />;
  return (
    <div className="space-y-3">
      <section aria-label="Overview" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {COUNTERS.map(({ key, label, icon: Icon }) => (
          <Card key={key} className="flex items-center gap-3 p-4">
            <span className="hidden size-10 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground sm:flex">
              <Icon className="size-5" aria-hidden />
            </span>
            <div className="min-w-0">
              <p className="text-sm font-medium text-slate-600">{label}</p>
              {overview.isLoading ? (
                <span className="mt-1 block h-7 w-12 animate-pulse rounded bg-muted" role="status" aria-label="Loading" />
              ) : (
                <p className="text-2xl font-bold text-foreground">{overview.data?.[key].toLocaleString('en-US') ?? '—'}</p>
              )}
            </div>
          </Card>
        ))}
      </section>
      {overview.data && <BackupHealth status={overview.data.backups} />}
    </div>
  );
}
