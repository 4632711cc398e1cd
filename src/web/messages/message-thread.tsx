// The messages of a thread: day separators, own messages on the right, 'Seen' under the last of
// mine the partner has read, and older pages on demand. Content is text, never HTML.
import type { Message } from '../../shared/messages';
import { cn } from '../lib/cn';
import { Button } from '../ui/button';
import { lastSeenId } from '../lib/message-cache';
import { MessageContent } from './message-content';
import { bubbleTime, groupByDay } from './message-format';

interface Props {
  thread: Message[];
  me: number;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder(): void;
}

export function MessageThread({ thread, me, hasOlder, loadingOlder, onLoadOlder }: Props) {
  const seen = lastSeenId(thread, me);
  return (
    <div className="space-y-4">
      {hasOlder && (
        <div className="flex justify-center">
          <Button variant="ghost" size="sm" onClick={onLoadOlder} disabled={loadingOlder}>
            {loadingOlder ? 'Loading…' : 'Load earlier messages'}
          </Button>
        </div>
      )}
      {groupByDay(thread).map(({ day, messages }) => (
        <section key={day} aria-label={day} className="space-y-2">
          <p className="text-center text-xs font-medium text-muted-foreground">{day}</p>
          <ol className="space-y-2">
            {messages.map((message) => {
              const mine = message.fromUserId === me;
              return (
                <li key={message.id} className={cn('flex flex-col', mine ? 'items-end' : 'items-start')}>
                  <div
                    className={cn(
                      'max-w-[85%] whitespace-pre-wrap break-words rounded-2xl px-3.5 py-2 text-sm [overflow-wrap:anywhere] sm:max-w-[70%]',
                      mine ? 'rounded-br-md bg-primary text-primary-foreground' : 'rounded-bl-md bg-muted text-foreground',
                    )}
                  >
                    <MessageContent content={message.content} />
                  </div>
                  <span className="mt-0.5 px-1 text-[11px] text-muted-foreground">
                    <time dateTime={message.createdAt}>{bubbleTime(message.createdAt)}</time>
                    {message.id === seen && <span> · Seen</span>}
                  </span>
                </li>
              );
            })}
          </ol>
        </section>
      ))}
    </div>
  );
}
