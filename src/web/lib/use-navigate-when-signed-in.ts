// Moves on after a sign-in only once the session shows the user. The query cache tells its
// observers a moment after it is written, so navigating at once would briefly render the
// signed-out route table (the landing page) at the new address.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from './auth-provider';

export function useNavigateWhenSignedIn(): (path: string, delayMs?: number) => void {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [target, setTarget] = useState<{ path: string; delayMs: number } | null>(null);

  useEffect(() => {
    if (!target || !user) return;
    if (target.delayMs <= 0) {
      navigate(target.path);
      return;
    }
    const timer = setTimeout(() => navigate(target.path), target.delayMs);
    return () => clearTimeout(timer);
  }, [target, user, navigate]);

  return (path, delayMs = 0) => setTarget({ path, delayMs });
}
