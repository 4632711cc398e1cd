// The web app's entry: providers, then the route table.
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { HelpChat } from './help/help-chat';
import { HelpChatProvider } from './help/help-chat-state';
import { AuthProvider } from './lib/auth-provider';
import { LiveProvider } from './realtime/live-provider';
import { queryClient } from './lib/query-client';
import { AppRoutes } from './routes';
import { DocumentTitle } from './lib/document-title';
import { Toaster } from './ui/toaster';
import { TooltipProvider } from './ui/tooltip';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      {/* Without transitions the page changes in the same render as the address. */}
      <BrowserRouter useTransitions={false}>
        <AuthProvider>
          <LiveProvider>
            <TooltipProvider delayDuration={200}>
              <HelpChatProvider>
                <DocumentTitle />
                <AppRoutes />
                <HelpChat />
                <Toaster />
              </HelpChatProvider>
            </TooltipProvider>
          </LiveProvider>
        </AuthProvider>
      </BrowserRouter>
    </QueryClientProvider>
  </StrictMode>,
);
