// /messages (spec 2 §2): conversations on the left, the open thread on the right; on a phone the
// list, then the thread with a back button. ?userId= opens that thread.
import { MessageSquare, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { isCanonicalId } from '../../shared/canonical-id';
import { PageHeader } from '../ui/page-header';
import { useAuth } from '../lib/auth-provider';
import { cn } from '../lib/cn';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { Spinner } from '../ui/spinner';
import { ConversationList } from './conversation-list';
import { ThreadPanel } from './thread-panel';
import { useConversations, useOlderConversations } from './use-messages';
import { lazyWhenShown } from '../lib/lazy-page';

// Dialogs load their code (forms, zod, Radix) when first opened, not with the page.
const NewConversationDialog = lazyWhenShown(
  () => import('./new-conversation-dialog').then((module) => module.NewConversationDialog),
  (props) => props.open,
);

/** The userId query as a user id, or null when absent or not written canonically ("055" opens nothing). */
export function partnerIdFrom(value: string | null): number | null {
  return value && isCanonicalId(value) ? Number(value) : null;
}

export function MessagesPage() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const partnerId = partnerIdFrom(params.get('userId'));
  const conversations = useConversations();
  const older = useOlderConversations(conversations.data);
  const [choosing, setChoosing] = useState(false);
  if (!user) return null;
  const list = older.merged;
  const findWhom = user.userType === 'clinic' ? 'relief veterinarians' : 'shifts and clinics';

  return (
    <>
      {/* On a phone the open thread fills the screen and the page title is hidden: the page keeps its h1 for screen readers. */}
      {partnerId !== null && <h1 className="sr-only md:hidden">Messages</h1>}
      <div className={cn(partnerId !== null && 'hidden md:block')}>
        <PageHeader
          title="Messages"
          description="Talk with clinics and relief veterinarians."
          actions={
            <Button onClick={() => setChoosing(true)}>
              <Plus aria-hidden />
              New
            </Button>
          }
        />
      </div>
      <Card className="flex h-[calc(100dvh-13rem)] min-h-[26rem] overflow-hidden p-0 md:h-[calc(100dvh-14rem)]">
        <nav
          aria-label="Conversations"
          className={cn('w-full shrink-0 overflow-y-auto border-border md:w-80 md:border-r', partnerId !== null && 'hidden md:block')}
        >
          {conversations.isLoading ? (
            <div className="flex h-full items-center justify-center p-6">
              <Spinner label="Loading conversations" />
            </div>
          ) : conversations.isError ? (
            <div className="flex h-full flex-col items-center justify-center gap-3 p-6 text-center">
              <p className="text-sm text-muted-foreground">Unable to load your conversations.</p>
              <Button variant="outline" size="sm" onClick={() => void conversations.refetch()}>
                Try again
              </Button>
            </div>
          ) : list.length === 0 ? (
            <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center">
              <MessageSquare className="size-8 text-muted-foreground" aria-hidden />
              <p className="font-medium text-foreground">No conversations yet</p>
              <p className="text-sm text-muted-foreground">
                Find {findWhom} on{' '}
                <Link to="/browse" className="font-medium text-primary underline-offset-4 hover:underline">
                  Browse
                </Link>{' '}
                and press Message to start one.
              </p>
            </div>
          ) : (
            <>
              <ConversationList conversations={list} openPartnerId={partnerId} me={user.id} />
              {older.hasMore && (
                <div className="flex justify-center p-3">
                  <Button variant="ghost" size="sm" onClick={older.loadMore} disabled={older.loading}>
                    {older.loading ? 'Loading…' : 'Show older conversations'}
                  </Button>
                </div>
              )}
            </>
          )}
        </nav>
        <section aria-label="Conversation" className={cn('min-w-0 flex-1', partnerId === null && 'hidden md:block')}>
          {partnerId !== null ? (
            <ThreadPanel key={partnerId} partnerId={partnerId} me={user} />
          ) : (
            <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center">
              <MessageSquare className="size-10 text-muted-foreground" aria-hidden />
              <p className="text-sm text-muted-foreground">Choose a conversation, or press New to start one.</p>
            </div>
          )}
        </section>
      </Card>
      <NewConversationDialog open={choosing} onOpenChange={setChoosing} conversations={list} userType={user.userType} />
    </>
  );
}
