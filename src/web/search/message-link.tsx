// Every Message and Contact button opens the thread with that user (/messages?userId=…). While a
// page is listed as upcoming (lib/upcoming.ts) the button is shown disabled, saying so, rather
// than leading to a page that does nothing.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { messagesWith } from '../lib/paths';
import { isUpcoming } from '../lib/upcoming';
import { Button } from '../ui/button';

export function MessageLink({ userId, className, children }: { userId: number; className: string; children: ReactNode }) {
  const to = messagesWith(userId);
  if (isUpcoming(to)) {
    return (
      <Button type="button" disabled className={className} variant="outline" title="Messages are coming soon">
        {children}
        <span className="text-[10px] font-semibold uppercase">Soon</span>
      </Button>
    );
  }
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
