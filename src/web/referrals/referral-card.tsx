// The vet dashboard's referral card (spec 2 §2): counts refreshed every 30 s, the share link
// {origin}/quick-login?ref={code}, Generate My Referral Link until a code exists, and copy.
import { Gift, Link2 } from 'lucide-react';
import { formatMoney } from '../../shared/money';
import { REFERRAL_REWARD_CENTS, referralShareLink } from '../../shared/referrals';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { Spinner } from '../ui/spinner';
import { CopyLinkField } from './copy-link-field';
import { useGenerateReferralCode, useReferralStats } from './use-referral-stats';

const REWARD = formatMoney(REFERRAL_REWARD_CENTS);

export function ReferralCard({ userId }: { userId: number }) {
  const stats = useReferralStats(userId);
  const generate = useGenerateReferralCode(userId);
  const code = stats.data?.referralCode ?? null;
  const figures = [
    { label: 'Total Referrals', value: stats.data?.total },
    { label: 'Confirmed', value: stats.data?.verified },
    { label: 'Pending', value: stats.data?.pending },
  ];

  return (
    <Card role="region" aria-labelledby="referral-card-title">
      <CardHeader className="flex-row items-start gap-4 space-y-0">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
          <Gift className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <CardTitle id="referral-card-title">Referral Program</CardTitle>
          <CardDescription>
            Earn a {REWARD} Visa prepaid card for every colleague who joins VetRelief with your link, once we verify the referral.
          </CardDescription>
        </div>
      </CardHeader>
      <CardContent className="space-y-5">
        <dl className="grid grid-cols-3 gap-2 sm:gap-3">
          {figures.map(({ label, value }) => (
            <div key={label} className="rounded-lg bg-muted/60 px-2 py-3 text-center">
              <dt className="text-xs font-medium text-slate-600 sm:text-sm">{label}</dt>
              <dd className="mt-1 text-2xl font-bold text-foreground">
                {stats.isLoading ? (
                  <span className="mx-auto block h-7 w-8 animate-pulse rounded bg-muted" role="status" aria-label="Loading" />
                ) : (
                  (value ?? '—')
                )}
              </dd>
            </div>
          ))}
        </dl>
        {stats.isError && (
          <p className="text-sm text-muted-foreground">
            Unable to load your referral counts.{' '}
            <Button variant="link" className="h-auto p-0" onClick={() => void stats.refetch()}>
              Try again
            </Button>
          </p>
        )}
        {code ? (
          <div className="space-y-1.5">
            <p className="text-sm font-medium text-foreground">Your referral link</p>
            <CopyLinkField id="referral-link" label="Your referral link" link={referralShareLink(window.location.origin, code)} />
            <p className="text-xs text-muted-foreground">Share it with colleagues: they sign up through it and the referral is yours.</p>
          </div>
        ) : (
          !stats.isLoading && (
            <Button onClick={() => generate.mutate()} disabled={generate.isPending} className="w-full sm:w-auto">
              {generate.isPending ? <Spinner className="size-4 text-current" label="Generating" /> : <Link2 aria-hidden />}
              Generate My Referral Link
            </Button>
          )
        )}
      </CardContent>
    </Card>
  );
}
