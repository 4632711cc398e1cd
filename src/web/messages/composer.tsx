// Writing a message: Enter sends, Shift+Enter starts a new line (spec 2 §2); the draft stays
// when a send fails. The draft lives with the thread so the assistant can read and replace it.
import { SendHorizontal } from 'lucide-react';
import { forwardRef, type KeyboardEvent, type ReactNode } from 'react';
import { MAX_MESSAGE_LENGTH } from '../../shared/message-limits';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { Textarea } from '../ui/textarea';

interface Props {
  draft: string;
  onDraftChange(draft: string): void;
  onSend(): void;
  sending: boolean;
  recipientName: string;
  /** The assistant's toggle, beside the send button. */
  assistant?: ReactNode;
}

/** Shown once the draft is this close to the limit. */
const LIMIT_WARNING = MAX_MESSAGE_LENGTH - 500;

export const Composer = forwardRef<HTMLTextAreaElement, Props>(function Composer({ draft, onDraftChange, onSend, sending, recipientName, assistant }, ref) {
  const empty = draft.trim().length === 0;
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (!empty && !sending) onSend();
  };
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (!empty && !sending) onSend();
      }}
    >
      <div className="min-w-0 flex-1">
        <label htmlFor="message-draft" className="sr-only">
          Message to {recipientName}
        </label>
        <Textarea
          id="message-draft"
          ref={ref}
          value={draft}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={MAX_MESSAGE_LENGTH}
          rows={2}
          placeholder="Write a message…"
          aria-describedby="message-draft-hint"
          className="min-h-12 resize-none"
        />
        <p id="message-draft-hint" className="mt-1 hidden text-xs text-muted-foreground sm:block">
          Enter to send · Shift+Enter for a new line
        </p>
        {draft.length > LIMIT_WARNING && (
          <p className="mt-1 text-right text-xs text-muted-foreground" aria-live="polite">
            {draft.length.toLocaleString()} / {MAX_MESSAGE_LENGTH.toLocaleString()}
          </p>
        )}
      </div>
      {assistant}
      <Button type="submit" size="icon" disabled={empty || sending} aria-label="Send message">
        {sending ? <Spinner className="size-4 text-current" label="Sending" /> : <SendHorizontal aria-hidden />}
      </Button>
    </form>
  );
});
