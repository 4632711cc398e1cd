// The header's Help button (wide screens): it opens the help chat without covering anything.
import { LifeBuoy } from 'lucide-react';
import { cn } from '../lib/cn';
import { useHelpChat } from './help-chat-state';

export function HelpButton({ className }: { className?: string }) {
  const { open, toggle } = useHelpChat();
  return (
    <button
      type="button"
      onClick={toggle}
      aria-expanded={open}
      aria-label="Help chat"
      className={cn(
        'items-center gap-1.5 rounded-lg px-2.5 py-2 text-sm font-medium text-slate-700 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring cursor-pointer',
        open && 'bg-secondary text-secondary-foreground',
        className,
      )}
    >
      <LifeBuoy className="size-5" aria-hidden />
      <span aria-hidden>Help</span>
    </button>
  );
}
