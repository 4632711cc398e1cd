// One live socket per signed-in app. What it hears goes straight into the query cache (new
// messages into their thread and the conversation list, 'read' into the sender's thread, the
// badge counts); screens poll only while it is not open, and catch up once when it reopens.
import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useAuth } from '../auth-provider';
import type { LiveStatus } from './live-socket';

const LiveStatusContext = createContext<LiveStatus>('closed');

/** Whether the socket is open now: 'open' means no screen needs to poll. */
export function useLiveStatus(): LiveStatus {
  return useContext(LiveStatusContext);
}

/** The partner whose thread is on screen, so a message from them is not counted unread there. */
let openPartnerId: number | null = null;
export function setOpenThread(partnerId: number | null) {
  openPartnerId = partnerId;
}

export function LiveProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<LiveStatus>('closed');
  const userId = user?.id ?? null;

  useEffect(() => {
    if (userId === null) return;
    // The socket's code loads with the first signed-in screen, not with a visitor's page.
    let stop: (() => void) | null = null;
    let stopped = false;
    void import('./live-connection').then(({ startLiveConnection }) => {
      if (!stopped) stop = startLiveConnection(queryClient, userId, setStatus, () => openPartnerId);
    });
    return () => {
      stopped = true;
      stop?.();
      setStatus('closed');
    };
  }, [userId, queryClient]);

  return <LiveStatusContext.Provider value={status}>{children}</LiveStatusContext.Provider>;
}
