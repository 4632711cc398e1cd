// Above every signed-in page but /profile: a profile saved before the phone/state/ZIP checks
// (fieldsToFix) sends its owner to the profile page to correct it.
import { TriangleAlert } from 'lucide-react';
import { Link, useLocation } from 'react-router-dom';
import { fieldsToFixText } from '../../shared/fields-to-fix';
import { useAuth } from '../lib/auth-provider';

export function ProfileFixNudge() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const fields = user?.profile?.fieldsToFix;
  if (!fields || pathname.toLowerCase() === '/profile') return null;
  return (
    <div role="status" className="mb-6 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <TriangleAlert className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden />
      <p>
        Your profile needs a fix: {fieldsToFixText(fields)}.{' '}
        <Link to="/profile" className="font-medium underline underline-offset-4 hover:text-amber-700">
          Fix your profile
        </Link>
      </p>
    </div>
  );
}
