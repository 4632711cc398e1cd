// The one <h1> of each single-card auth screen (axe: every page needs a level-one heading).
import type { ReactNode } from 'react';

export function AuthHeading({ children }: { children: ReactNode }) {
  return <h1 className="text-2xl font-semibold tracking-tight text-foreground">{children}</h1>;
}
