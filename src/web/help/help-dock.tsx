// Where the help chat lives on every page: its panel (loaded once the app runs, help-panel.tsx)
// and, for a signed-out visitor, the floating button that opens it. The button is in the server's
// HTML (a static page has it with no script) and stays the very same element once the panel has
// loaded: a press made before the app ran is handed to that element (static-page-boot.ts), so it
// must never be swapped for another. Signed in, the header or the menu opens the chat instead.
import { LifeBuoy, X } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useAuth } from '../lib/auth-provider';
import { cn } from '../lib/cn';
import { useHelpChat } from './help-chat-state';

/** `panel` renders the open chat with the id it is given (the button's `aria-controls`). */
export function HelpDock({ panel }: { panel: (id: string) => ReactNode }) {
  const { user } = useAuth();
  const { open, toggle } = useHelpChat();
  const panelId = useId();
  return (
    <div className={cn('help-chat flex flex-col items-end gap-3', user ? 'help-chat-docked' : 'help-chat-floating')}>
      {panel(panelId)}
      {!user && (
        <button
          type="button"
          onClick={toggle}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          aria-label="Help chat"
          className="flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:bg-primary-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        >
          {open ? <X className="size-6" aria-hidden /> : <LifeBuoy className="size-6" aria-hidden />}
        </button>
      )}
    </div>
  );
}
