// The left column: one row per partner, newest first, with the last message and unread count.
import { Link } from 'react-router-dom';
import type { Conversation } from '../../shared/messages';
import { CountBadge } from '../ui/count-badge';
import { cn } from '../lib/cn';
import { messagesWith } from '../lib/paths';
import { displayName, listTime } from './message-format';
import { PartnerAvatar } from './partner-avatar';

export function ConversationList({ conversations, openPartnerId, me }: { conversations: Conversation[]; openPartnerId: number | null; me: number }) {
  return (
    <ul aria-label="Conversations" className="divide-y divide-border">
      {conversations.map(({ partner, lastMessage, unreadCount }) => {
        const open = partner.id === openPartnerId;
        return (
          <li key={partner.id}>
            <Link
              to={messagesWith(partner.id)}
              aria-current={open ? 'page' : undefined}
              className={cn(
                'flex items-center gap-3 px-4 py-3 hover:bg-muted focus-visible:bg-muted focus-visible:outline-none',
                open && 'bg-primary/5 hover:bg-primary/10',
              )}
            >
              <PartnerAvatar user={partner} />
              <span className="min-w-0 flex-1">
                <span className="flex items-baseline justify-between gap-2">
                  <span className={cn('truncate text-sm', unreadCount ? 'font-semibold text-foreground' : 'font-medium text-foreground')}>
                    {displayName(partner)}
                  </span>
                  <time dateTime={lastMessage.createdAt} className="shrink-0 text-xs text-slate-600">
                    {listTime(lastMessage.createdAt)}
                  </time>
                </span>
                <span className="flex items-center justify-between gap-2">
                  <span className={cn('truncate text-sm', unreadCount ? 'text-foreground' : 'text-slate-600')}>
                    {lastMessage.fromUserId === me && 'You: '}
                    {lastMessage.content}
                  </span>
                  <CountBadge count={unreadCount} label="unread" />
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
