// The frame of every signed-in screen: header, the page, and the mobile bottom bar.
import { Outlet } from 'react-router-dom';
import { MobileBottomBar } from './mobile-bottom-bar';
import { ProfileFixNudge } from './profile-fix-nudge';
import { SiteHeader } from './site-header';

export function AppShell() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-card focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <SiteHeader />
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 pb-24 pt-6 sm:px-6 md:pb-10 lg:px-8 print:p-0">
        <ProfileFixNudge />
        <Outlet />
      </main>
      <MobileBottomBar />
    </div>
  );
}
