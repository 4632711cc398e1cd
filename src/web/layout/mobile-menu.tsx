// The hamburger menu below md: its button, in every signed-in page's first paint, and the side
// sheet it opens (mobile-menu-sheet.tsx), whose code (a dialog) loads when first opened.
import { Menu } from 'lucide-react';
import { useRef, useState } from 'react';
import type { AuthUser } from '../../shared/auth';
import { lazyWhenShown } from '../lib/lazy-page';
import type { MobileMenuSheetProps } from './mobile-menu-sheet';

const MobileMenuSheet = lazyWhenShown<MobileMenuSheetProps>(
  async () => (await import('./mobile-menu-sheet')).MobileMenuSheet,
  (props) => props.open,
);

export function MobileMenu({ user }: { user: AuthUser }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="inline-flex size-10 items-center justify-center rounded-lg text-foreground hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring lg:hidden cursor-pointer"
      >
        <Menu className="size-6" aria-hidden />
        <span className="sr-only">Open menu</span>
      </button>
      <MobileMenuSheet user={user} open={open} onOpenChange={setOpen} trigger={trigger} />
    </>
  );
}
