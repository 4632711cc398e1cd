// 'New': pick someone you have written with, or go and find a vet or clinic on Browse (the
// Message buttons there open a new thread).
import { Link } from 'react-router-dom';
import type { Conversation } from '../../shared/messages';
import { messagesWith } from '../lib/paths';
import { Button } from '../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../ui/dialog';
import { displayName, roleLabel } from './message-format';
import { PartnerAvatar } from './partner-avatar';

interface Props {
  open: boolean;
  onOpenChange(open: boolean): void;
  conversations: Conversation[];
  userType: 'clinic' | 'relief_vet';
}

export function NewConversationDialog({ open, onOpenChange, conversations, userType }: Props) {
  const findWhom = userType === 'clinic' ? 'a relief veterinarian' : 'a clinic';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby="new-conversation-description">
        <DialogHeader>
          <DialogTitle>New message</DialogTitle>
          <DialogDescription id="new-conversation-description">
            Write to someone you have been in touch with, or find {findWhom} on Browse and press Message.
          </DialogDescription>
        </DialogHeader>
        {conversations.length > 0 && (
          <ul aria-label="People you have written with" className="max-h-72 space-y-1 overflow-y-auto">
            {conversations.map(({ partner }) => (
              <li key={partner.id}>
                <Link
                  to={messagesWith(partner.id)}
                  onClick={() => onOpenChange(false)}
                  className="flex items-center gap-3 rounded-lg px-2 py-2 hover:bg-muted focus-visible:bg-muted focus-visible:outline-none"
                >
                  <PartnerAvatar user={partner} className="size-8" />
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-medium text-foreground">{displayName(partner)}</span>
                    <span className="block text-xs text-muted-foreground">{roleLabel(partner)}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Button asChild>
          <Link to="/browse" onClick={() => onOpenChange(false)}>
            Find {findWhom} on Browse
          </Link>
        </Button>
      </DialogContent>
    </Dialog>
  );
}
