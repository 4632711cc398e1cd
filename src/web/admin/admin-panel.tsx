// The admin panel once unlocked: the spec's tabs Overview / Users / Subscriptions / Referrals, the
// operator's Jobs / E-mail / Flags / Audit, a fresh backup to download and Sign out. The open tab
// lives in the address (?tab=) so a reload keeps it.
import { DatabaseBackup, LogOut } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../ui/page-header';
import { adminPaths } from '../lib/paths';
import { Button, buttonVariants } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../ui/tabs';
import { useAdminSignOut } from './admin-api';
import { AuditTab } from './audit-tab';
import { BackupsTab } from './backups-tab';
import { FlagsTab } from './flags-tab';
import { JobsTab } from './jobs-tab';
import { LicencesTab } from './licences-tab';
import { OutboxTab } from './outbox-tab';
import { OverviewTab } from './overview-tab';
import { RatingsTab } from './ratings-tab';
import { ReferralsTab } from './referrals-tab';
import { SubscriptionsTab } from './subscriptions-tab';
import { UsersTab } from './users-tab';

const TABS = [
  { value: 'overview', label: 'Overview', content: <OverviewTab /> },
  { value: 'users', label: 'Users', content: <UsersTab /> },
  { value: 'subscriptions', label: 'Subscriptions', content: <SubscriptionsTab /> },
  { value: 'referrals', label: 'Referrals', content: <ReferralsTab /> },
  { value: 'jobs', label: 'Jobs', content: <JobsTab /> },
  { value: 'backups', label: 'Backups', content: <BackupsTab /> },
  { value: 'email', label: 'E-mail', content: <OutboxTab /> },
  { value: 'flags', label: 'Flags', content: <FlagsTab /> },
  { value: 'ratings', label: 'Ratings', content: <RatingsTab /> },
  { value: 'licences', label: 'Licences', content: <LicencesTab /> },
  { value: 'audit', label: 'Audit', content: <AuditTab /> },
] as const;

export function AdminPanel() {
  const [params, setParams] = useSearchParams();
  const signOut = useAdminSignOut();
  const requested = params.get('tab');
  const tab = TABS.some(({ value }) => value === requested) ? requested! : 'overview';

  return (
    <>
      <PageHeader
        title="Admin Panel"
        description="Run the marketplace: people, subscriptions, referrals, background jobs and e-mail."
        actions={
          <>
            <a href={adminPaths.backup} download className={buttonVariants({ variant: 'outline' })}>
              <DatabaseBackup aria-hidden />
              Download backup
            </a>
            <Button variant="outline" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
              {signOut.isPending ? <Spinner className="size-4 text-current" label="Signing out" /> : <LogOut aria-hidden />}
              Sign out
            </Button>
          </>
        }
      />
      <Tabs
        value={tab}
        onValueChange={(value) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              next.set('tab', value);
              return next;
            },
            { replace: true },
          )
        }
      >
        <TabsList aria-label="Admin sections" className="flex h-auto w-full flex-wrap justify-start gap-1 text-slate-600 sm:w-auto">
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value} className="px-2.5 sm:px-3">
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, content }) => (
          <TabsContent key={value} value={value}>
            {content}
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}
