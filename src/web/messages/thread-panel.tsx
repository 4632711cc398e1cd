// The open conversation: header (the name opens the other side's profile), messages (newest at
// the bottom), composer and the assistant.
import { ArrowLeft, CalendarPlus, Sparkles } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Message } from '../../shared/messages';
import { THREAD_PAGE_SIZE } from '../../shared/message-limits';
import { ApiError } from '../lib/api-client';
import { setOpenThread } from '../lib/realtime/live-provider';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { toast } from '../ui/use-toast';
import { AssistantPanel } from './assistant-panel';
import { Composer } from './composer';
import { displayName, roleLabel } from './message-format';
import { MessageThread } from './message-thread';
import { PartnerAvatar } from './partner-avatar';
import { fetchOlder, useMarkRead, usePartner, useSendMessage, useThread } from './use-messages';
import { lazyWhenShown } from '../lib/lazy-page';

// Dialogs load their code (forms, zod, Radix) when first opened, not with the page.
const PersonProfileDialog = lazyWhenShown(
  () => import('../search/person-profile-dialog').then((module) => module.PersonProfileDialog),
  (props) => props.userId !== null,
);
const SendSummaryDialog = lazyWhenShown(
  () => import('../bookings/send-summary-dialog').then((module) => module.SendSummaryDialog),
  (props) => props.open,
);

interface Props {
  partnerId: number;
  me: { id: number; userType: 'clinic' | 'relief_vet' };
}

export function ThreadPanel({ partnerId, me }: Props) {
  const partner = usePartner(partnerId);
  const thread = useThread(partnerId);
  const send = useSendMessage(partnerId);
  const markRead = useMarkRead(partnerId);
  const [profileOpen, setProfileOpen] = useState(false);
  const [draft, setDraft] = useState('');
  const [older, setOlder] = useState<Message[]>([]);
  const [hasOlder, setHasOlder] = useState(false);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [assistantOpen, setAssistantOpen] = useState(false);
  const [summaryOpen, setSummaryOpen] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const composer = useRef<HTMLTextAreaElement>(null);
  const nearBottom = useRef(true);

  // A new thread: its own draft, pages and scroll; the socket knows it is on screen.
  useEffect(() => {
    setDraft('');
    setOlder([]);
    setHasOlder(false);
    nearBottom.current = true;
    setOpenThread(partnerId);
    composer.current?.focus();
    return () => setOpenThread(null);
  }, [partnerId]);

  const newest = thread.data ?? [];
  useEffect(() => {
    if (thread.data && older.length === 0) setHasOlder(thread.data.length >= THREAD_PAGE_SIZE);
  }, [thread.data, older.length]);

  // A message that arrived while the thread is open is read: tell the server, so its sender sees 'Seen'.
  const { mutate: markMessageRead } = markRead;
  const asked = useRef(new Set<number>());
  useEffect(() => {
    for (const message of newest) {
      if (message.toUserId !== me.id || message.isRead || asked.current.has(message.id)) continue;
      asked.current.add(message.id);
      markMessageRead(message.id);
    }
  }, [newest, me.id, markMessageRead]);

  const messages = [...older, ...newest.filter((message) => !older.some((old) => old.id === message.id))];
  const lastId = messages.at(-1)?.id;
  useLayoutEffect(() => {
    const box = scroller.current;
    if (box && nearBottom.current && lastId !== undefined) box.scrollTop = box.scrollHeight;
  }, [lastId]);

  async function loadOlder() {
    const first = messages[0];
    if (!first) return;
    const box = scroller.current;
    const fromBottom = box ? box.scrollHeight - box.scrollTop : 0;
    setLoadingOlder(true);
    try {
      const page = await fetchOlder(partnerId, first.id);
      setOlder((current) => [...page, ...current]);
      setHasOlder(page.length >= THREAD_PAGE_SIZE);
      // Keep the message the user was reading where it was.
      requestAnimationFrame(() => {
        if (box) box.scrollTop = box.scrollHeight - fromBottom;
      });
    } catch {
      toast({ title: 'Could not load earlier messages', variant: 'destructive' });
    } finally {
      setLoadingOlder(false);
    }
  }

  // The draft clears at once (the message may even arrive on the socket before the answer does)
  // and comes back if the send fails, unless something new was typed meanwhile.
  function sendDraft() {
    const content = draft.trim();
    if (!content) return;
    nearBottom.current = true;
    setDraft('');
    send.mutate(content, {
      onError: (error) => {
        setDraft((current) => (current === '' ? content : current));
        toast({
          title: 'Failed to send message',
          description: error instanceof ApiError ? (error.serverMessage ?? undefined) : undefined,
          variant: 'destructive',
        });
      },
    });
  }

  if (partner.isError) {
    const message =
      partner.error instanceof ApiError && partner.error.status === 404 ? 'This conversation is not available.' : 'Unable to load this conversation.';
    return (
      <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
        <p className="text-sm text-muted-foreground">{message}</p>
        <Button asChild variant="outline" size="sm">
          <Link to="/messages">Back to conversations</Link>
        </Button>
      </div>
    );
  }

  const name = partner.data ? displayName(partner.data) : '';
  return (
    <div className="flex h-full min-h-0 flex-col">
      <header className="flex items-center gap-3 border-b border-border px-3 py-2.5 sm:px-4">
        <Button asChild variant="ghost" size="icon" className="md:hidden">
          <Link to="/messages" aria-label="Back to conversations">
            <ArrowLeft aria-hidden />
          </Link>
        </Button>
        {partner.data && <PartnerAvatar user={partner.data} className="size-9" />}
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-base font-semibold text-foreground">
            {partner.data ? (
              <button
                type="button"
                onClick={() => setProfileOpen(true)}
                aria-haspopup="dialog"
                title="View profile"
                className="max-w-full cursor-pointer truncate text-left underline-offset-4 hover:text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {name}
                <span className="sr-only"> — view profile</span>
              </button>
            ) : (
              'Loading…'
            )}
          </h2>
          {partner.data && <p className="text-xs text-muted-foreground">{roleLabel(partner.data)}</p>}
        </div>
        {me.userType === 'clinic' && partner.data?.userType === 'relief_vet' && (
          <Button variant="outline" size="sm" onClick={() => setSummaryOpen(true)} aria-label="Send Booking Summary" title="Send Booking Summary">
            <CalendarPlus aria-hidden />
            <span className="hidden sm:inline">Send Booking Summary</span>
          </Button>
        )}
      </header>

      <div
        ref={scroller}
        className="min-h-0 flex-1 overflow-y-auto px-3 py-4 sm:px-4"
        onScroll={(event) => {
          const box = event.currentTarget;
          nearBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < 80;
        }}
      >
        {thread.isLoading ? (
          <div className="flex h-full items-center justify-center">
            <Spinner label="Loading messages" />
          </div>
        ) : thread.isError ? (
          <div className="flex h-full flex-col items-center justify-center gap-3 text-center">
            <p className="text-sm text-muted-foreground">Unable to load messages.</p>
            <Button variant="outline" size="sm" onClick={() => void thread.refetch()}>
              Try again
            </Button>
          </div>
        ) : messages.length === 0 ? (
          <p className="flex h-full items-center justify-center text-center text-sm text-muted-foreground">
            No messages yet. Say hello{name ? ` to ${name}` : ''}.
          </p>
        ) : (
          <div aria-live="polite" aria-relevant="additions">
            <MessageThread thread={messages} me={me.id} hasOlder={hasOlder} loadingOlder={loadingOlder} onLoadOlder={() => void loadOlder()} />
          </div>
        )}
      </div>

      <div className="space-y-2 border-t border-border p-3 sm:p-4">
        {assistantOpen && (
          <AssistantPanel
            recipientUserId={partnerId}
            draft={draft}
            history={messages.slice(-10)}
            onUse={(text) => {
              setDraft(text);
              composer.current?.focus();
            }}
          />
        )}
        <Composer
          ref={composer}
          draft={draft}
          onDraftChange={setDraft}
          onSend={sendDraft}
          sending={send.isPending}
          recipientName={name || 'this user'}
          assistant={
            <Button
              variant={assistantOpen ? 'secondary' : 'outline'}
              size="icon"
              onClick={() => setAssistantOpen((open) => !open)}
              aria-expanded={assistantOpen}
              aria-label={assistantOpen ? 'Hide the message assistant' : 'Message assistant'}
              title="Message assistant"
            >
              <Sparkles aria-hidden />
            </Button>
          }
        />
      </div>
      <PersonProfileDialog userId={profileOpen ? partnerId : null} name={name} inThread onClose={() => setProfileOpen(false)} />
      {me.userType === 'clinic' && partner.data?.userType === 'relief_vet' && (
        <SendSummaryDialog open={summaryOpen} onOpenChange={setSummaryOpen} clinicUserId={me.id} vet={{ id: partnerId, name }} />
      )}
    </div>
  );
}
