// The clinic's dashboard (spec 2 §2): figures (completed shifts: issue 21), actions, posted shifts
// and clinic details.
import { Briefcase, CalendarCheck, CheckCircle2, ClipboardList, Plus, Search, UserRoundPen } from 'lucide-react';
import { useCallback, useState } from 'react';
import type { Access } from '../../shared/access';
import type { ClinicProfile } from '../../shared/profiles';
import { lazyWhenShown } from '../lib/lazy-page';
import { showProfileRequiredToast } from '../lib/shift-mutation-error';
import { toast } from '../ui/use-toast';
import { FavouritesCard } from '../favourites/favourites-card';
import { ActionButton } from './action-button';
import { ClinicInfoCard } from './clinic-info-card';
import { PostedShiftsCard } from './posted-shifts-card';
import { completedHint, StatCard } from './stat-card';
import { SubscriptionBanner } from './subscription-banner';
import { useClinicStats } from './use-dashboard-stats';
import { usePostShiftRequest } from './use-post-shift-request';

// Its form code loads when it is first opened, not with the dashboard.
const PostShiftDialog = lazyWhenShown(
  () => import('../shifts/post-shift-dialog').then((module) => module.PostShiftDialog),
  (props) => props.open,
);

const PROFILE_REASON = 'Complete your clinic profile to access this feature';
const SUBSCRIPTION_REASON = 'An active subscription is required. Subscribe on the Subscription page.';

export function ClinicDashboard({ access, profile }: { access: Access; profile: ClinicProfile | null }) {
  const stats = useClinicStats();
  const [posting, setPosting] = useState(false);
  const blockedReason = access === 'profile_required' ? PROFILE_REASON : access === 'subscription_required' ? SUBSCRIPTION_REASON : null;

  const openPost = useCallback(() => {
    if (access === 'profile_required') return showProfileRequiredToast();
    if (access === 'subscription_required') return toast({ title: 'Subscription Required', description: SUBSCRIPTION_REASON, variant: 'destructive' });
    setPosting(true);
  }, [access]);
  usePostShiftRequest(openPost);

  return (
    <div className="space-y-6">
      {access === 'subscription_required' && <SubscriptionBanner />}
      <section aria-label="Figures" className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label="Posted Shifts"
          value={stats.data?.totalShifts}
          hint="All you posted, booked ones included"
          icon={Briefcase}
          loading={stats.isLoading}
        />
        <StatCard label="Applications" value={stats.data?.pendingApplications} hint="Pending review" icon={ClipboardList} loading={stats.isLoading} />
        <StatCard label="Open Shifts" value={stats.data?.openShifts} hint="Open for applications" icon={CalendarCheck} loading={stats.isLoading} />
        <StatCard
          label="Completed Shifts"
          value={stats.data?.completedShifts}
          hint={completedHint(stats.data?.hoursToDo ?? 0, 'approve')}
          icon={CheckCircle2}
          loading={stats.isLoading}
        />
      </section>
      <section aria-label="Actions" className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {access === 'profile_required' ? (
          <ActionButton label="Complete Profile First" icon={UserRoundPen} to="/profile" variant="default" />
        ) : (
          <ActionButton label="Post New Shift" icon={Plus} onClick={openPost} variant="default" blockedReason={blockedReason} />
        )}
        <ActionButton label="View Applications" icon={ClipboardList} to="/bookings" blockedReason={access === 'profile_required' ? PROFILE_REASON : null} />
        <ActionButton label="Browse Relief Vets" icon={Search} to="/browse" blockedReason={blockedReason} />
      </section>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <PostedShiftsCard enabled={access === 'ok'} />
        </div>
        <div className="space-y-6">
          {access === 'ok' && <FavouritesCard side="clinic" />}
          <ClinicInfoCard profile={profile} />
        </div>
      </div>
      <PostShiftDialog open={posting} onOpenChange={setPosting} />
    </div>
  );
}
