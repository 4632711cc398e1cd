// Whether the help chat is open, shared by the panel and the buttons that open it (the header's
// Help button, the phone menu (through its button), the floating button signed-out visitors
// see). Closing returns focus to whichever had it when the chat opened.
import { createContext, type ReactNode, useCallback, useContext, useMemo, useRef, useState } from 'react';

interface HelpChatState {
  open: boolean;
  show: () => void;
  hide: () => void;
  toggle: () => void;
}

const HelpChatContext = createContext<HelpChatState | null>(null);

export function HelpChatProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const show = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
  }, []);
  const hide = useCallback(() => {
    setOpen(false);
    // Opened by the boot script's hand-over (static-page-boot.ts), nothing had focus: the chat's button takes it.
    const target = opener.current?.isConnected ? opener.current : document.querySelector<HTMLElement>('button[aria-label="Help chat"]');
    target?.focus();
  }, []);
  const value = useMemo(() => ({ open, show, hide, toggle: () => (open ? hide() : show()) }), [open, show, hide]);
  return <HelpChatContext.Provider value={value}>{children}</HelpChatContext.Provider>;
}

export function useHelpChat(): HelpChatState {
  const state = useContext(HelpChatContext);
  if (!state) throw new Error('useHelpChat outside HelpChatProvider');
  return state;
}
