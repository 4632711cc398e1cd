// The relief vet's dashboard (spec 2 §2): figures, actions and the referral toggle.
import { CalendarPlus, CheckCircle2, ClipboardList, FileText, Gift, Search, Sparkles, UserRoundPen } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Access } from '../../shared/access';
import { ActionButton } from './action-button';
import { ReferralCard } from '../referrals/referral-card';
import { StatCard } from './stat-card';
import { useTotalOpportunities, useVetStats } from './use-dashboard-stats';

const PROFILE_REASON = 'Complete your relief vet profile to access this feature';

export function VetDashboard({ access, userId }: { access: Access; userId: number }) {
  const onboarded = access === 'ok';
  const stats = useVetStats();
  // Before onboarding, show every open shift as the opportunity count.
  const total = useTotalOpportunities(!onboarded);
  // Hidden until toggled, but shown straight after onboarding (the profile page says so on its way here).
  const location = useLocation();
  const [showReferrals, setShowReferrals] = useState(() => (location.state as { onboarded?: boolean } | null)?.onboarded === true);
  const blockedReason = onboarded ? null : PROFILE_REASON;
  const opportunities = onboarded ? stats.data?.availableOpportunities : total.data?.totalOpportunities;

  return (
    <div className="space-y-6">
      <section aria-label="Figures" className="grid gap-3 sm:grid-cols-3">
        <StatCard
          label="Available Opportunities"
          value={opportunities}
          hint="Open shifts"
          icon={Sparkles}
          loading={onboarded ? stats.isLoading : total.isLoading}
        />
        <StatCard label="My Applications" value={stats.data?.myApplications} hint="Submitted" icon={ClipboardList} loading={stats.isLoading} />
        <StatCard label="Completed Shifts" value={stats.data?.completedShifts} hint="Accepted applications" icon={CheckCircle2} loading={stats.isLoading} />
      </section>
      <section aria-label="Actions" className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {onboarded ? (
          <ActionButton label="Browse Opportunities" icon={Search} to="/browse" variant="default" />
        ) : (
          <ActionButton label="Complete Profile" icon={UserRoundPen} to="/profile" variant="default" />
        )}
        <ActionButton label="My Applications" icon={ClipboardList} to="/bookings" blockedReason={blockedReason} />
        <ActionButton label="Post Availability" icon={CalendarPlus} to="/vet-availability" blockedReason={blockedReason} />
        <ActionButton label="Service Agreement" icon={FileText} to="/service-agreement" blockedReason={blockedReason} />
        <ActionButton
          label={showReferrals ? 'Hide Referral Program' : 'Show Referral Program'}
          icon={Gift}
          onClick={() => setShowReferrals(!showReferrals)}
          blockedReason={blockedReason}
        />
      </section>
      {onboarded && showReferrals && <ReferralCard userId={userId} />}
    </div>
  );
}
