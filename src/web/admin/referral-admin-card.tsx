// One referral as the admin sees it (spec 2 §2, §4): badge (verified green, rewarded blue, others
// yellow), referrer, referee block, code, reward, dates and the action its status allows.
import { CheckCircle2, Gift, Send, ShieldCheck } from 'lucide-react';
import type { AdminReferral } from '../../shared/referrals';
import { cn } from '../lib/cn';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Spinner } from '../ui/spinner';
import { formatDay, fullName, userTypeLabel } from './admin-format';

const BADGE_TONE: Record<string, string> = {
  verified: 'bg-emerald-100 text-emerald-800',
  rewarded: 'bg-blue-100 text-blue-800',
};

function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

interface Props {
  referral: AdminReferral;
  busy: 'verify' | 'send' | null;
  onVerify: () => void;
  onSend: () => void;
}

export function ReferralAdminCard({ referral, busy, onVerify, onSend }: Props) {
  const { referrer, referee } = referral;
  const title = `Referral #${referral.id}`;
  return (
    <Card role="article" aria-label={title} className="space-y-4 p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-semibold text-foreground">{title}</h3>
        <Badge className={cn('bg-amber-100 text-amber-900', BADGE_TONE[referral.status])}>{statusLabel(referral.status)}</Badge>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">Referrer</p>
          <p className="truncate font-medium text-foreground">{fullName(referrer)}</p>
          <p className="truncate text-sm text-muted-foreground">{referrer.email}</p>
        </div>
        <div className="min-w-0 rounded-lg bg-muted/60 p-3">
          <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">Referee</p>
          <p className="truncate font-medium text-foreground">{fullName(referee)}</p>
          <p className="truncate text-sm text-muted-foreground">{referee.email}</p>
          <p className="mt-1 text-xs text-slate-600">
            {userTypeLabel(referee.userType)} · Onboarding {referee.onboardingCompleted ? 'complete' : 'pending'} · Joined {formatDay(referee.createdAt)}
          </p>
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <Detail label="Code" value={referral.referralCode} mono />
        <Detail label="Reward" value="$10 Visa prepaid card" />
        <Detail label="Created" value={formatDay(referral.createdAt)} />
        {referral.rewardSentDate && <Detail label="Sent" value={formatDay(referral.rewardSentDate)} />}
        {referral.tremendousRewardId && <Detail label="Reward id" value={referral.tremendousRewardId} mono />}
      </dl>
      {referral.verificationNotes && <p className="text-sm text-slate-600">Notes: {referral.verificationNotes}</p>}
      {referral.rewardError && referral.status !== 'rewarded' && (
        <p className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">Last attempt failed: {referral.rewardError}</p>
      )}
      <div className="border-t border-border pt-3">
        {referral.status === 'pending' && (
          <Button size="sm" onClick={onVerify} disabled={busy !== null} className="w-full sm:w-auto">
            {busy === 'verify' ? <Spinner className="size-4 text-current" label="Verifying" /> : <ShieldCheck aria-hidden />}
            Verify &amp; Send Visa Card
          </Button>
        )}
        {referral.status === 'verified' && (
          <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
            <p className="flex items-center gap-1.5 text-sm font-medium text-emerald-700">
              <CheckCircle2 className="size-4" aria-hidden />
              Verified - Ready to Send
            </p>
            <Button size="sm" onClick={onSend} disabled={busy !== null} className="w-full sm:w-auto">
              {busy === 'send' ? <Spinner className="size-4 text-current" label="Sending" /> : <Send aria-hidden />}
              Send $10 Visa Card Now
            </Button>
          </div>
        )}
        {referral.status === 'rewarded' && (
          <p className="flex items-center gap-1.5 text-sm font-medium text-blue-700">
            <Gift className="size-4" aria-hidden />
            Reward Complete
          </p>
        )}
      </div>
    </Card>
  );
}

function Detail({ label, value, mono }: { label: string; value: string; mono?: boolean }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className={cn('break-words text-foreground', mono && 'break-all font-mono text-xs sm:text-sm')}>{value}</dd>
    </div>
  );
}
