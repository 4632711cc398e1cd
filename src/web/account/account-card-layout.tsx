// The frame of the account screens shown outside the app shell: logo, one card-width column.
import type { ReactNode } from 'react';
import { BrandLogo } from '../ui/brand-logo';

export function AccountCardLayout({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col items-center bg-gradient-to-b from-teal-50 to-background px-4 py-8 sm:justify-center sm:py-12">
      <header className="mb-6">
        <BrandLogo />
      </header>
      <main id="main" className="w-full max-w-md">
        {children}
      </main>
    </div>
  );
}
