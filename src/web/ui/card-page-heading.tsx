// The one <h1> of a screen that is a single card (the sign-in, sign-up and password screens, the
// admin gate): axe wants a level-one heading on every page, and a card's own title is an <h2>.
import type { ReactNode } from 'react';

export function CardPageHeading({ children }: { children: ReactNode }) {
  return <h1 className="text-2xl font-semibold tracking-tight text-foreground">{children}</h1>;
}
