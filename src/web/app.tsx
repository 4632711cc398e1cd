// The app inside its router: providers, then the route table. main.tsx puts it in the browser's
// router, prerender.tsx in a static one, so both render the same tree and hydration matches.
import { StrictMode, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { HelpChatProvider } from './help/help-chat-state';
import { HelpDock } from './help/help-dock';
import { AuthProvider } from './lib/auth-provider';
import { DocumentTitle } from './lib/document-title';
import { LiveProvider } from './lib/realtime/live-provider';
import { AppRoutes } from './routes';
import { beforeSignOut } from './lib/before-sign-out';
import { turnOffPush } from './push/push-device';
import { lazyAfterStart } from './lib/lazy-page';

// A signed-out device must not keep receiving the account's notifications.
beforeSignOut(turnOffPush);

// Loaded once the app runs: toasts have nothing to show until something is toasted, and the help
// chat's panel until it opens (its button, a visitor's, is in the page's HTML: help-dock.tsx).
const Toaster = lazyAfterStart(() => import('./ui/toaster'), 'Toaster');
const HelpPanel = lazyAfterStart<typeof import('./help/help-panel'), { id: string }>(() => import('./help/help-panel'), 'HelpPanel');
const helpPanel = (id: string) => <HelpPanel id={id} />;

export function App({ client, router: Router }: { client: QueryClient; router: (props: { children: ReactNode }) => ReactNode }) {
  return (
    <StrictMode>
      <QueryClientProvider client={client}>
        <Router>
          <AuthProvider>
            <LiveProvider>
              <HelpChatProvider>
                <DocumentTitle />
                <AppRoutes />
                <HelpDock panel={helpPanel} />
                <Toaster />
              </HelpChatProvider>
            </LiveProvider>
          </AuthProvider>
        </Router>
      </QueryClientProvider>
    </StrictMode>
  );
}
