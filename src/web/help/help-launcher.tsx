// A visitor's floating help chat button as the page first shows it, before the chat's code has
// loaded (app.tsx): in the server's HTML, so a static page has it with no script, and pressing it
// opens the chat, which replaces it once loaded. Signed in, the header or the menu opens the chat.
import { LifeBuoy } from 'lucide-react';
import { useAuth } from '../lib/auth-provider';
import { useHelpChat } from './help-chat-state';

export function HelpLauncher() {
  const { user } = useAuth();
  const { open, show } = useHelpChat();
  if (user) return null;
  return (
    <div className="help-chat help-chat-floating flex flex-col items-end gap-3">
      <button
        type="button"
        onClick={show}
        aria-expanded={open}
        aria-label="Help chat"
        className="flex size-12 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg hover:bg-primary-hover focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
      >
        <LifeBuoy className="size-6" aria-hidden />
      </button>
    </div>
  );
}
