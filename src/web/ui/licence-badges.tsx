// "Licence verified · CA" for each state where the vet holds a verified, in-date licence, and the
// clinic's warning on an application to a shift where the vet holds none.
import { BadgeCheck, TriangleAlert } from 'lucide-react';
import { cn } from '../lib/cn';

export function LicenceBadges({ states, className }: { states: readonly string[] | undefined; className?: string }) {
  if (!states?.length) return null;
  return (
    <ul aria-label="Verified licences" className={cn('flex flex-wrap gap-1.5', className)}>
      {states.map((state) => (
        <li key={state} className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
          <BadgeCheck className="size-3.5" aria-hidden />
          Licence verified · {state}
        </li>
      ))}
    </ul>
  );
}

export function NoLicenceOnFile({ state, className }: { state: string | null | undefined; className?: string }) {
  if (!state) return null;
  return (
    <p className={cn('flex items-center gap-1 text-sm text-amber-800', className)}>
      <TriangleAlert className="size-4 shrink-0" aria-hidden />
      No licence on file for {state}
    </p>
  );
}
