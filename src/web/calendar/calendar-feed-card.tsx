// The 'Calendar feed' card of /profile (issue 14): the private feed link, copying it, replacing it
// (which revokes the old one), and how to subscribe in the common calendar apps.
import { CalendarDays, Check, Copy, RefreshCw } from 'lucide-react';
import { useRef, useState } from 'react';
import { useCopy } from '../lib/use-copy';
import { Button } from '../ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../ui/card';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { Input } from '../ui/input';
import { Spinner } from '../ui/spinner';
import { toast } from '../ui/use-toast';
import { useCalendarLink, useRegenerateCalendarLink } from './use-calendar-link';

const APPS = [
  { name: 'Google Calendar', how: 'Other calendars → + → From URL, then paste the link.' },
  { name: 'Apple Calendar', how: 'File → New Calendar Subscription, then paste the link.' },
  { name: 'Outlook', how: 'Add calendar → Subscribe from web, then paste the link.' },
];

export function CalendarFeedCard({ userType }: { userType: 'clinic' | 'relief_vet' }) {
  const link = useCalendarLink();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarDays className="size-5 text-primary" aria-hidden />
          Calendar feed
        </CardTitle>
        <CardDescription>
          {userType === 'clinic'
            ? 'Your shifts in your own calendar: booked ones with the vet’s name, open ones marked tentative.'
            : 'Your booked shifts in your own calendar, and the dates clinics offer you marked tentative.'}{' '}
          Each shows the clinic, its address, hours and rate, in the clinic’s time zone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {link.isLoading ? (
          <div className="flex justify-center py-4">
            <Spinner label="Loading your calendar link" />
          </div>
        ) : link.isError || !link.data ? (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-muted-foreground">Unable to load your calendar link.</p>
            <Button variant="outline" size="sm" onClick={() => void link.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <FeedLink url={link.data.url} />
        )}
      </CardContent>
    </Card>
  );
}

function FeedLink({ url }: { url: string }) {
  const { copied, copy } = useCopy();
  const field = useRef<HTMLInputElement>(null);
  const [confirming, setConfirming] = useState(false);
  const regenerate = useRegenerateCalendarLink(() => setConfirming(false));

  async function copyLink() {
    if (await copy(url)) {
      toast({ title: 'Calendar link copied' });
      return;
    }
    // No clipboard API (a plain-HTTP address, or permission refused): select the link so it can be
    // copied by hand, and try the older copy command on the selection.
    field.current?.focus();
    field.current?.select();
    const copiedBySelection = document.queryCommandSupported?.('copy') && document.execCommand('copy');
    toast(copiedBySelection ? { title: 'Calendar link copied' } : { title: 'Copy the selected link', description: 'Press Ctrl+C (⌘C on a Mac).' });
  }

  return (
    <div className="space-y-4">
      <div className="space-y-2">
        <label htmlFor="calendar-feed-link" className="text-sm font-medium">
          Your private calendar link
        </label>
        <Input
          ref={field}
          id="calendar-feed-link"
          readOnly
          value={url}
          className="bg-muted/40 font-mono text-xs sm:text-sm"
          onFocus={(event) => event.target.select()}
        />
        <p className="text-sm text-muted-foreground">Anyone with this link can see your shifts. Keep it to yourself; if it leaks, regenerate it.</p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={() => void copyLink()}>
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? 'Copied' : 'Copy calendar link'}
        </Button>
        <Button variant="outline" onClick={() => setConfirming(true)}>
          <RefreshCw aria-hidden />
          Regenerate link
        </Button>
      </div>
      <div className="space-y-2">
        <h3 className="text-sm font-medium">Subscribe in your calendar app</h3>
        <ul className="space-y-1 text-sm text-muted-foreground">
          {APPS.map((app) => (
            <li key={app.name}>
              <span className="font-medium text-foreground">{app.name}:</span> {app.how}
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">
          Calendar apps check the link on their own schedule: changes can take a few hours to appear (Google up to a day).
        </p>
      </div>
      <Dialog open={confirming} onOpenChange={(open) => !open && !regenerate.isPending && setConfirming(false)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Regenerate your calendar link?</DialogTitle>
            <DialogDescription>
              The current link stops working at once: every calendar subscribed to it stops updating. You will need to subscribe again with the new link.
            </DialogDescription>
          </DialogHeader>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={regenerate.isPending}>
              Keep current link
            </Button>
            <Button variant="destructive" onClick={() => regenerate.mutate()} disabled={regenerate.isPending}>
              {regenerate.isPending && <Spinner className="size-4 text-current" label="Working" />}
              Regenerate link
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
