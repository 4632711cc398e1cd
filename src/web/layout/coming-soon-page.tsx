// A wired route whose feature arrives in a later issue.
import { Construction } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAuth } from '../lib/auth-provider';
import { buttonVariants } from '../ui/button';
import { Card, CardContent } from '../ui/card';
import { PageHeader } from './page-header';

export function ComingSoonPage({ title }: { title: string }) {
  const { user } = useAuth();
  return (
    <>
      <PageHeader title={title} />
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <Construction className="size-6" aria-hidden />
          </span>
          <p className="text-lg font-semibold text-foreground">Coming soon</p>
          <p className="max-w-md text-sm text-muted-foreground">This page is being built. Check back shortly.</p>
          <Link to={user ? '/' : '/landing'} className={buttonVariants({ variant: 'outline', className: 'mt-2' })}>
            {user ? 'Go to Dashboard' : 'Back to Home'}
          </Link>
        </CardContent>
      </Card>
    </>
  );
}
