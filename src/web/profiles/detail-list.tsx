// Label/value pairs of the read-only profile.
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export function DetailList({ children }: { children: ReactNode }) {
  return <dl className="grid gap-x-6 gap-y-5 sm:grid-cols-2">{children}</dl>;
}

export function DetailItem({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cn('min-w-0', wide && 'sm:col-span-2')}>
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className="mt-1 break-words text-sm text-foreground">{children}</dd>
    </div>
  );
}

/** Shown for an optional field left empty. */
export function NotProvided() {
  return <span className="text-muted-foreground">Not provided</span>;
}
