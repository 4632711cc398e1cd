// A profile saved before the phone/state/ZIP checks (migration 0019 flagged it): say which
// fields to correct, on the profile page and above its form, until a valid save clears the flag.
import { TriangleAlert } from 'lucide-react';
import { fieldsToFixText, type FieldToFix } from '../../shared/fields-to-fix';

export function FieldsToFixBanner({ fields, onFix }: { fields: readonly FieldToFix[]; onFix?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:flex-row sm:items-start"
    >
      <TriangleAlert className="size-5 shrink-0 text-amber-600" aria-hidden />
      <div className="flex-1 space-y-1">
        <p className="font-semibold">Please fix: {fieldsToFixText(fields)}</p>
        <p>
          Your profile was saved before we checked phone numbers, states and ZIP codes, and {fields.length === 1 ? 'this one does' : 'these do'} not pass.
          {onFix ? ' Correct them and save.' : ' Correct the highlighted fields below and save.'}
        </p>
      </div>
      {onFix && (
        <button
          type="button"
          onClick={onFix}
          className="self-start font-medium text-amber-900 underline underline-offset-4 hover:text-amber-700 cursor-pointer"
        >
          Fix now
        </button>
      )}
    </div>
  );
}
