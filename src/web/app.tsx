// The app inside its router: providers, then the route table. main.tsx puts it in the browser's
// router, prerender.tsx in a static one, so both render the same tree and hydration matches.
import { StrictMode, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { HelpChatProvider } from './help/help-chat-state';
import { HelpLauncher } from './help/help-launcher';
import { AuthProvider } from './lib/auth-provider';
import { DocumentTitle } from './lib/document-title';
import { LiveProvider } from './lib/realtime/live-provider';
import { AppRoutes } from './routes';
import { lazyAfterStart } from './lib/lazy-page';

// Loaded once the app runs: toasts have nothing to show until something is toasted, and the help
// chat shows only its closed button at first (a visitor's, in the page's HTML; it opens the chat).
const Toaster = lazyAfterStart(() => import('./ui/toaster'), 'Toaster');
const HelpChat = lazyAfterStart(() => import('./help/help-chat'), 'HelpChat', HelpLauncher);

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
                <HelpChat />
                <Toaster />
              </HelpChatProvider>
            </LiveProvider>
          </AuthProvider>
        </Router>
      </QueryClientProvider>
    </StrictMode>
  );
}
