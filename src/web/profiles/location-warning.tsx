// The profile's address could not be located: distance search will not find it (the server's
// `warning`, and `located: false` on the saved profile).
import { TriangleAlert } from 'lucide-react';

export function LocationWarning({ onEdit }: { onEdit?: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:flex-row sm:items-start"
    >
      <TriangleAlert className="size-5 shrink-0 text-amber-600" aria-hidden />
      <div className="flex-1 space-y-1">
        <p className="font-semibold">We couldn't locate your address</p>
        <p>Distance search won't find your profile until it can be located. Check the ZIP code, or pick your address from the suggestions while editing.</p>
      </div>
      {onEdit && (
        <button
          type="button"
          onClick={onEdit}
          className="self-start font-medium text-amber-900 underline underline-offset-4 hover:text-amber-700 cursor-pointer"
        >
          Fix address
        </button>
      )}
    </div>
  );
}
