// The frame of pages open to everyone (legal pages, admin, not found): the signed-in shell for a
// signed-in user, otherwise a light top bar with the way in.
import { Link, Outlet } from 'react-router-dom';
import { useAuth } from '../lib/auth-provider';
import { buttonVariants } from '../ui/button';
import { lazyPage } from '../lib/lazy-page';
import { BrandLogo } from '../ui/brand-logo';

/** The signed-in frame, loaded with the first signed-in screen (a visitor never needs it). */
export const AppShell = lazyPage(() => import('./app-shell'), 'AppShell');

export function PublicShell() {
  const { user } = useAuth();
  if (user) return <AppShell />;
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-border bg-card print:hidden">
        <div className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6 lg:px-8">
          <BrandLogo />
          <Link to="/quick-login" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            Login
          </Link>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 lg:px-8 print:p-0">
        <Outlet />
      </main>
    </div>
  );
}
