// Quick Actions (spec 2 §2): per role, the next things a user usually does from /bookings.
import { CalendarClock, MessageSquare, Plus, Search } from 'lucide-react';
import { Link } from 'react-router-dom';
import { cn } from '../lib/cn';
import { buttonVariants } from '../ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../ui/card';

const ACTIONS = {
  // The dashboard opens its Post New Shift dialog for ?post=1.
  clinic: [
    { label: 'Post New Shift', to: '/dashboard?post=1', icon: Plus },
    { label: 'Browse Relief Vets', to: '/browse', icon: Search },
    { label: 'View Messages', to: '/messages', icon: MessageSquare },
  ],
  relief_vet: [
    { label: 'Find New Shifts', to: '/browse', icon: Search },
    { label: 'Update Availability', to: '/profile', icon: CalendarClock },
    { label: 'View Messages', to: '/messages', icon: MessageSquare },
  ],
};

export function QuickActionsCard({ viewer }: { viewer: 'clinic' | 'relief_vet' }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-lg">Quick Actions</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-2">
        {ACTIONS[viewer].map(({ label, to, icon: Icon }) => (
          <Link key={label} to={to} className={cn(buttonVariants({ variant: 'outline' }), 'justify-start')}>
            <Icon aria-hidden />
            {label}
          </Link>
        ))}
      </CardContent>
    </Card>
  );
}
