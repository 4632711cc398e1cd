// Shows a gated screen only when the access gate lets the user in (spec 1 §4).
import type { ReactNode } from 'react';
import { useAuth } from '../lib/auth-provider';
import { AccessBlockedPage } from './access-blocked-page';
import { gateFor } from '../lib/access-gate';

export function GatedRoute({ path, children }: { path: string; children: ReactNode }) {
  const { user } = useAuth();
  if (!user) return null;
  const gate = gateFor(user, path);
  if (gate.blocked) return <AccessBlockedPage reason={gate.reason} userType={user.userType} />;
  return <>{children}</>;
}
