// /auth: the tabs beside a marketing panel on large screens.
import { BrandLogo } from '../ui/brand-logo';
import { useAppName } from '../lib/config';
import { AuthMarketingPanel } from './auth-marketing-panel';
import { AuthTabs } from './auth-tabs';
import { SignedOutOnly } from './signed-out-only';
import { useAuthFlow } from './use-auth-flow';

export function AuthPage() {
  const flow = useAuthFlow();
  const appName = useAppName();
  return (
    <SignedOutOnly redirecting={flow.redirecting}>
      <div className="grid min-h-screen lg:grid-cols-2">
        <main id="main" className="flex flex-col items-center bg-gradient-to-b from-teal-50 to-background px-4 py-8 sm:justify-center sm:px-8">
          <div className="w-full max-w-md">
            <BrandLogo to="/landing" className="mb-6" />
            <h1 className="mb-6 text-2xl font-bold tracking-tight text-foreground">Sign in or join {appName}</h1>
            <div className="rounded-xl border border-border bg-card p-6 shadow-sm sm:p-8">
              <AuthTabs flow={flow} />
            </div>
          </div>
        </main>
        <AuthMarketingPanel />
      </div>
    </SignedOutOnly>
  );
}
