// The audit log (issue 13): every admin action, what it touched, when and from which address.
import { ScrollText } from 'lucide-react';
import type { AdminAuditEntry } from '../../shared/admin';
import { adminPaths } from '../lib/paths';
import { Card } from '../ui/card';
import { useAdminQuery } from './admin-api';
import { formatMoment } from './admin-format';
import { ListEmpty, ListError, ListLoading } from './list-states';

export function AuditTab() {
  const audit = useAdminQuery<AdminAuditEntry[]>(adminPaths.audit);
  if (audit.isLoading) return <ListLoading label="Loading the audit log" />;
  if (audit.isError) return <ListError what="the audit log" onRetry={() => void audit.refetch()} />;
  const list = audit.data ?? [];
  if (list.length === 0) return <ListEmpty icon={ScrollText} text="No admin actions yet" />;
  return (
    <Card>
      <ul aria-label="Audit log" className="divide-y divide-border">
        {list.map((entry) => (
          <li key={entry.id} className="flex flex-col gap-0.5 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
            <span className="shrink-0 text-xs text-slate-600 sm:w-44">{formatMoment(entry.createdAt)}</span>
            <span className="min-w-0 flex-1 text-sm text-foreground">
              <span className="font-mono font-medium">{entry.action}</span>
              {entry.target && <span className="break-all text-muted-foreground"> · {entry.target}</span>}
            </span>
            {entry.ip && <span className="shrink-0 font-mono text-xs text-slate-600">{entry.ip}</span>}
          </li>
        ))}
      </ul>
    </Card>
  );
}
