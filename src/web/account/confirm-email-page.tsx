// /confirm-email?token=… (issue 19): the link mailed to a new address. Opening it makes the
// address the account's e-mail, signed in or not; a used, expired or taken one says so.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CircleCheck, TriangleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import type { EmailChanged } from '../../shared/account';
import { apiJson, errorStatus, serverMessage } from '../lib/api-client';
import { useAuth } from '../lib/auth-provider';
import { accountPaths, api } from '../lib/paths';
import { buttonVariants } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '../ui/card';
import { Spinner } from '../ui/spinner';
import { AccountCardLayout } from './account-card-layout';

export function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { user } = useAuth();
  const queryClient = useQueryClient();
  // A query, not an effect: it runs once per token however often the page renders.
  const confirm = useQuery({
    queryKey: [accountPaths.confirmEmail, token],
    queryFn: () => apiJson<EmailChanged>('POST', accountPaths.confirmEmail, { token }),
    enabled: token !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

  useEffect(() => {
    if (confirm.data && user) void queryClient.invalidateQueries({ queryKey: [api.authUser] });
  }, [confirm.data, user, queryClient]);

  if (token && confirm.isPending) {
    return (
      <AccountCardLayout>
        <div className="flex justify-center py-16">
          <Spinner label="Confirming your new e-mail address" />
        </div>
      </AccountCardLayout>
    );
  }

  const done = confirm.data;
  const problem = !token
    ? 'This confirmation link is invalid or has expired'
    : errorStatus(confirm.error) === null
      ? 'Something went wrong'
      : (serverMessage(confirm.error) ?? 'This confirmation link is invalid or has expired');
  const next = user ? { to: '/account', label: 'Back to Account Settings' } : { to: '/login', label: 'Sign In' };

  return (
    <AccountCardLayout>
      <Card>
        <CardHeader className="items-center text-center">
          <span
            className={`mb-2 flex size-12 items-center justify-center rounded-full ${done ? 'bg-emerald-100 text-emerald-700' : 'bg-amber-100 text-amber-700'}`}
          >
            {done ? <CircleCheck className="size-6" aria-hidden /> : <TriangleAlert className="size-6" aria-hidden />}
          </span>
          <h1 className="text-2xl font-semibold tracking-tight text-foreground">{done ? 'E-mail address changed' : 'Could not change your e-mail'}</h1>
          <CardDescription>
            {done ? `${done.message} Use it the next time you sign in.` : `${problem}. You can ask for a new link in your account settings.`}
          </CardDescription>
        </CardHeader>
        <CardContent className="flex justify-center">
          <Link to={next.to} className={buttonVariants()}>
            {next.label}
          </Link>
        </CardContent>
      </Card>
    </AccountCardLayout>
  );
}
