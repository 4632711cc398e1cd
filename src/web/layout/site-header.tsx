// The signed-in header: logo, main links (md and up) or the hamburger menu, Help (wide screens) and the user menu.
import { HelpButton } from '../help/help-button';
import { useAuth } from '../lib/auth-provider';
import { BrandLogo } from '../ui/brand-logo';
import { HeaderNav } from './header-nav';
import { MobileMenu } from './mobile-menu';
import { UserMenu } from './user-menu';

export function SiteHeader() {
  const { user } = useAuth();
  if (!user) return null;
  return (
    <header className="sticky top-0 z-40 print:hidden border-b border-border bg-card/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <div className="flex items-center gap-2">
          <MobileMenu user={user} />
          <BrandLogo />
        </div>
        <HeaderNav />
        <div className="flex items-center gap-1">
          <HelpButton className="hidden lg:inline-flex" />
          <UserMenu user={user} />
        </div>
      </div>
    </header>
  );
}
