// The shift dialogs' warning when the shift type does not fit a chosen date (issue 19): "Dec 8 is a
// Tuesday" for a Weekend shift, "Dec 9 is not a holiday" for a Holiday one. It only warns: a clinic
// may call its shift what it wants, and posting stays possible.
import { AlertTriangle } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { shiftTypeMismatch } from '../../shared/shift-days';
import type { ShiftFormValues } from './shift-form-values';

/** Dates named before '… and N more'. */
const NAMED = 3;

const ADVICE: Record<string, string> = {
  weekend: 'Weekend is meant for Saturdays and Sundays.',
  holiday: "Holiday is meant for US holidays (the federal ones, Christmas Eve, New Year's Eve and the day after Thanksgiving).",
};

/** '"Dec 8 is a Tuesday", "Dec 8 is a Tuesday and Dec 9 is a Wednesday", "A, B, C and 2 more dates"'. */
function listOf(reasons: string[]): string {
  if (reasons.length === 1) return reasons[0]!;
  const named = reasons.slice(0, NAMED);
  const more = reasons.length - named.length;
  if (more === 0) return `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
  return `${named.join(', ')} and ${more} more ${more === 1 ? 'date' : 'dates'}`;
}

export function ShiftTypeDateWarning({ dates }: { dates: readonly string[] }) {
  const shiftType = useWatch<ShiftFormValues, 'shiftType'>({ name: 'shiftType' });
  const reasons = dates.map((date) => shiftTypeMismatch(shiftType, date)).filter((reason): reason is string => reason !== null);
  // The live region stays in place so a warning appearing is announced.
  return (
    <div role="status" aria-live="polite">
      {reasons.length > 0 && (
        <p className="mt-1.5 flex gap-1.5 rounded-md bg-amber-50 px-2 py-1.5 text-xs text-amber-900" data-testid="shift-type-warning">
          <AlertTriangle className="mt-px size-3.5 shrink-0" aria-hidden />
          <span>
            {listOf(reasons)}. {ADVICE[shiftType]} You can still post it.
          </span>
        </p>
      )}
    </div>
  );
}
