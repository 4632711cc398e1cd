// /unsubscribe?token= (issue 12): the one-click link of every alert e-mail. No sign-in: the signed
// token says whose alerts and which kind. It shows what will stop, then stops it on a click (a
// GET never unsubscribes, so mail scanners that follow links change nothing).
import { useMutation, useQuery } from '@tanstack/react-query';
import { BellOff, CircleCheck, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { AlertKind } from '../../shared/alerts';
import { apiJson, errorMessage } from '../lib/api-client';
import { alertPaths } from '../lib/paths';
import { Alert } from '../ui/alert';
import { Button, buttonVariants } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../ui/card';
import { Spinner } from '../ui/spinner';
import { ALERT_KIND_TITLES, unsubscribeSubject } from './alert-format';

interface UnsubscribeInfo {
  kind: AlertKind;
  email: string;
}

const BAD_LINK = 'This unsubscribe link is not valid.';
const BAD_LINK_HELP = 'Use the link in your most recent alert e-mail, or sign in and change your alerts on your profile.';

export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const info = useQuery({
    queryKey: [alertPaths.unsubscribeInfo(token)],
    queryFn: () => apiJson<UnsubscribeInfo>('GET', alertPaths.unsubscribeInfo(token)),
    enabled: token !== '',
    retry: false,
  });
  const unsubscribe = useMutation({ mutationFn: () => apiJson<unknown>('POST', alertPaths.unsubscribe, { token }) });

  if (token === '' || info.isError) {
    return (
      <Frame
        icon={<TriangleAlert className="size-6" aria-hidden />}
        tone="bad"
        title="Link not valid"
        text={`${(token === '' ? BAD_LINK : errorMessage(info.error, BAD_LINK)).replace(/\.?$/, '.')} ${BAD_LINK_HELP}`}
      >
        <ProfileLink />
      </Frame>
    );
  }
  if (info.isLoading || !info.data) {
    return (
      <div className="flex justify-center py-16">
        <Spinner className="size-8" label="Checking your link" />
      </div>
    );
  }
  const subject = unsubscribeSubject(info.data.kind, info.data.email);
  if (unsubscribe.isSuccess) {
    return (
      <Frame
        icon={<CircleCheck className="size-6" aria-hidden />}
        tone="good"
        title="You're unsubscribed"
        text={`${subject} have stopped. You can turn them back on, or choose a daily digest, on your profile.`}
      >
        <ProfileLink />
      </Frame>
    );
  }
  return (
    <Frame
      icon={<BellOff className="size-6" aria-hidden />}
      tone="neutral"
      title={`Unsubscribe from ${ALERT_KIND_TITLES[info.data.kind].toLowerCase()}?`}
      text={`${subject} will stop.`}
    >
      <div className="flex w-full flex-col items-center gap-3">
        {unsubscribe.isError && <Alert variant="destructive">{errorMessage(unsubscribe.error, 'Could not unsubscribe. Please try again.')}</Alert>}
        <Button size="lg" onClick={() => unsubscribe.mutate()} disabled={unsubscribe.isPending}>
          {unsubscribe.isPending && <Spinner className="size-4 text-current" label="Unsubscribing" />}
          Unsubscribe
        </Button>
        <p className="text-center text-xs text-muted-foreground">Prefer fewer e-mails? A daily digest can be chosen on your profile instead.</p>
      </div>
    </Frame>
  );
}

function ProfileLink() {
  return (
    <Link to="/profile" className={buttonVariants({ variant: 'outline' })}>
      Change alert settings on your profile
    </Link>
  );
}

const TONES = { good: 'bg-emerald-100 text-emerald-700', bad: 'bg-amber-100 text-amber-700', neutral: 'bg-secondary text-secondary-foreground' };

function Frame({ icon, tone, title, text, children }: { icon: ReactNode; tone: keyof typeof TONES; title: string; text: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-md py-4 sm:py-10">
      <Card>
        <CardHeader className="items-center text-center">
          <span className={`mb-2 flex size-12 items-center justify-center rounded-full ${TONES[tone]}`}>{icon}</span>
          <h1 className="text-2xl font-semibold tracking-tight text-foreground">{title}</h1>
          <CardDescription>{text}</CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center">{children}</CardContent>
      </Card>
    </div>
  );
}
