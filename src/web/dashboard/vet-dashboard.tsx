// The relief vet's dashboard (spec 2 §2, issue 19): upcoming shifts (booked, not ended) with the
// next one, pending applications, opportunities within the travel radius and completed (ended)
// shifts; the actions and the referral toggle; the upcoming shifts listed below the buttons.
import { CalendarClock, CalendarPlus, CheckCircle2, ClipboardList, FileText, Gift, Search, Sparkles, UserRoundPen } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import type { Access } from '../../shared/access';
import { FavouritesCard } from '../favourites/favourites-card';
import { ActionButton } from './action-button';
import { ReferralCard } from '../referrals/referral-card';
import { SEARCH_COUNT_CAP } from '../../shared/search-limits';
import { formatShortDate } from '../lib/shift-format';
import { completedHint, StatCard } from './stat-card';
import { UpcomingShiftsCard } from './upcoming-shifts-card';
import { useTotalOpportunities, useVetStats } from './use-dashboard-stats';
import { useShiftDayRefresh } from '../lib/use-shift-day-refresh';

const PROFILE_REASON = 'Complete your relief vet profile to access this feature';

export function VetDashboard({ access, userId }: { access: Access; userId: number }) {
  const onboarded = access === 'ok';
  const stats = useVetStats();
  // The shift day kept for offline reading: fetched again with the figures.
  useShiftDayRefresh(onboarded, stats.dataUpdatedAt);
  const figures = stats.data;
  // Opportunities within the travel radius; before onboarding, or while the profile's address is
  // not located, every open shift.
  const withinRadius = figures?.availableOpportunities ?? null;
  const nearby = onboarded && withinRadius !== null;
  const total = useTotalOpportunities(!onboarded || (figures !== undefined && withinRadius === null));
  // Hidden until toggled, but shown straight after onboarding (the profile page says so on its way here).
  const location = useLocation();
  const [showReferrals, setShowReferrals] = useState(() => (location.state as { onboarded?: boolean } | null)?.onboarded === true);
  const blockedReason = onboarded ? null : PROFILE_REASON;
  const opportunities = nearby
    ? figures?.opportunitiesCapped
      ? `${SEARCH_COUNT_CAP.toLocaleString('en-US')}+`
      : withinRadius
    : total.data?.totalOpportunities;
  const next = figures?.nextShifts[0];

  return (
    <div className="space-y-6">
      <section aria-label="Figures" className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          label="Upcoming Shifts"
          value={figures?.upcomingShifts}
          hint={next ? `Next: ${formatShortDate(next.shiftDate)}, ${next.clinicName}` : 'Booked, not yet ended'}
          icon={CalendarClock}
          loading={stats.isLoading}
        />
        <StatCard
          label="Pending Applications"
          value={figures?.pendingApplications}
          hint="Waiting for the clinic"
          icon={ClipboardList}
          loading={stats.isLoading}
        />
        <StatCard
          label="Available Opportunities"
          value={opportunities}
          hint={nearby ? `Open shifts within ${figures?.travelRadius} miles` : 'Open shifts nationwide'}
          icon={Sparkles}
          loading={nearby ? stats.isLoading : total.isLoading || stats.isLoading}
        />
        <StatCard
          label="Completed Shifts"
          value={figures?.completedShifts}
          hint={completedHint(figures?.hoursToDo ?? 0, 'submit or answer')}
          icon={CheckCircle2}
          loading={stats.isLoading}
        />
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
      {onboarded && <UpcomingShiftsCard shifts={figures?.nextShifts} total={figures?.upcomingShifts} loading={stats.isLoading} failed={stats.isError} />}
      {onboarded && <FavouritesCard side="relief_vet" />}
    </div>
  );
}
