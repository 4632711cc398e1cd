// What /browse shows instead of results: skeletons while loading, the location prompt, an
// error with a retry, or the empty state.
import { MapPinOff, SearchX } from 'lucide-react';
import { Link } from 'react-router-dom';
import { errorCode, errorMessage } from '../lib/api-client';
import { Alert } from '../ui/alert';
import { Button, buttonVariants } from '../ui/button';
import { Card, CardContent } from '../ui/card';

export function ResultsSkeleton() {
  return (
    <div className="grid gap-4 md:grid-cols-2" aria-label="Loading results" role="status">
      {Array.from({ length: 4 }, (_, index) => (
        <Card key={index} className="space-y-3 p-5">
          <div className="h-5 w-1/2 animate-pulse rounded bg-muted" />
          <div className="h-4 w-1/3 animate-pulse rounded bg-muted" />
          <div className="h-16 animate-pulse rounded bg-muted" />
        </Card>
      ))}
    </div>
  );
}

export function SearchError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  if (errorCode(error) === 'LOCATION_REQUIRED') {
    return (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
          <MapPinOff className="size-10 text-amber-500" aria-hidden />
          <p className="text-lg font-semibold text-foreground">We need your location to search</p>
          <p className="max-w-md text-sm text-muted-foreground">
            Your profile address couldn't be located, so we can't measure distances yet. Check the ZIP code on your profile, or pick your address from the
            suggestions.
          </p>
          <Link to="/profile" className={buttonVariants({ className: 'mt-1' })}>
            Update Profile
          </Link>
        </CardContent>
      </Card>
    );
  }
  return (
    <Alert variant="destructive" className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <span>{errorMessage(error, 'The search failed. Please try again.')}</span>
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

export function NoResults({ title, hint }: { title: string; hint: string }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-2 py-12 text-center">
        <SearchX className="size-10 text-slate-300" aria-hidden />
        <p className="text-lg font-semibold text-foreground">{title}</p>
        <p className="max-w-md text-sm text-muted-foreground">{hint}</p>
      </CardContent>
    </Card>
  );
}

export function LoadMore({ onClick, loading }: { onClick: () => void; loading: boolean }) {
  return (
    <div className="flex justify-center pt-2">
      <Button variant="outline" onClick={onClick} disabled={loading}>
        {loading ? 'Loading...' : 'Load more'}
      </Button>
    </div>
  );
}
