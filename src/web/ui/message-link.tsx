// Every Message and Contact button opens the thread with that user (/messages?userId=…).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { messagesWith } from '../lib/paths';

export function MessageLink({ userId, className, children }: { userId: number; className: string; children: ReactNode }) {
  const to = messagesWith(userId);
  return (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
