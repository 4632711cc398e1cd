// The message reads and writes. Reads poll at the spec's pace (thread 3 s, list 5 s) only while
// the live socket is down; with it open, the socket keeps the cache current.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Conversation, Message, MessageUser, NavCounts } from '../../shared/messages';
import { CONVERSATIONS_PAGE_SIZE, LIST_POLL_MS, THREAD_POLL_MS } from '../../shared/message-limits';
import { toast } from '../ui/use-toast';
import { useState } from 'react';
import { apiJson } from '../lib/api-client';
import { useAuth } from '../lib/auth-provider';
import { messagePaths } from '../lib/paths';
import { refetchUnlessFromPage } from '../lib/page-data';
import { useLiveStatus } from '../lib/realtime/live-provider';
import { withConversationRead, withLatest, withMessage } from '../lib/message-cache';

function usePollEvery(ms: number): number | false {
  return useLiveStatus() === 'open' ? false : ms;
}

export function useConversations() {
  return useQuery<Conversation[]>({
    queryKey: [messagePaths.conversations],
    refetchInterval: usePollEvery(LIST_POLL_MS),
    refetchOnMount: refetchUnlessFromPage,
  });
}

/**
 * Pages of the conversation list beyond the first (which the socket keeps current): fetched on
 * demand, shown after it without duplicates.
 */
export function useOlderConversations(first: Conversation[] | undefined) {
  const [older, setOlder] = useState<Conversation[]>([]);
  const [loading, setLoading] = useState(false);
  const [exhausted, setExhausted] = useState(false);
  const newest = first ?? [];
  const shown = new Set(newest.map((conversation) => conversation.partner.id));
  const merged = [...newest, ...older.filter((conversation) => !shown.has(conversation.partner.id))];
  const loadMore = async () => {
    const last = merged.at(-1);
    if (!last) return;
    setLoading(true);
    try {
      const page = await apiJson<Conversation[]>('GET', `${messagePaths.conversations}?before=${last.lastMessage.id}`);
      setOlder((current) => [...current, ...page]);
      setExhausted(page.length < CONVERSATIONS_PAGE_SIZE);
    } catch {
      toast({ title: 'Could not load older conversations', variant: 'destructive' });
    } finally {
      setLoading(false);
    }
  };
  const hasMore = !exhausted && (older.length > 0 || newest.length >= CONVERSATIONS_PAGE_SIZE);
  return { merged, hasMore, loading, loadMore: () => void loadMore() };
}

/** The unread count of the badges; only asked for once the user may use messages. */
export function useNavCounts(enabled: boolean) {
  return useQuery<NavCounts>({ queryKey: [messagePaths.counts], enabled, refetchInterval: usePollEvery(LIST_POLL_MS) });
}

/** The newest page of the thread with `partnerId` (reading it marks it read on the server). */
export function useThread(partnerId: number | null) {
  const queryClient = useQueryClient();
  return useQuery<Message[]>({
    queryKey: [messagePaths.thread(partnerId ?? 0)],
    enabled: partnerId !== null,
    refetchInterval: usePollEvery(THREAD_POLL_MS),
    refetchOnMount: 'always',
    queryFn: async () => {
      const thread = await apiJson<Message[]>('GET', messagePaths.thread(partnerId!));
      queryClient.setQueryData<Conversation[]>([messagePaths.conversations], (list) => withConversationRead(list, partnerId!));
      return thread;
    },
  });
}

/** Older messages of a thread: the page before `before`. */
export function fetchOlder(partnerId: number, before: number): Promise<Message[]> {
  return apiJson<Message[]>('GET', `${messagePaths.thread(partnerId)}?before=${before}`);
}

export function usePartner(partnerId: number | null) {
  return useQuery<MessageUser>({ queryKey: [messagePaths.partner(partnerId ?? 0)], enabled: partnerId !== null });
}

export function useSendMessage(partnerId: number) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  return useMutation<Message, Error, string>({
    mutationFn: (content) => apiJson<Message>('POST', messagePaths.messages, { toUserId: partnerId, content }),
    onSuccess: (message) => {
      queryClient.setQueryData<Message[]>([messagePaths.thread(partnerId)], (thread) => withMessage(thread, message) ?? [message]);
      queryClient.setQueryData<Conversation[]>([messagePaths.conversations], (list) => withLatest(list, message, user!.id, partnerId));
    },
  });
}

/** Marks a message that arrived in the open thread as read, so the sender sees 'Seen' (and it is asked once). */
export function useMarkRead(partnerId: number) {
  const queryClient = useQueryClient();
  return useMutation<Message, Error, number>({
    mutationFn: (id) => apiJson<Message>('PATCH', messagePaths.markRead(id)),
    onSuccess: (read) =>
      queryClient.setQueryData<Message[]>([messagePaths.thread(partnerId)], (thread) => thread?.map((message) => (message.id === read.id ? read : message))),
  });
}
