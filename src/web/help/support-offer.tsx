// The help chat's offer to send a question to support: one button for a signed-in user (support
// replies to the account's address), an e-mail field first for a visitor.
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { type HelpQuestionSent, helpQuestionSchema } from '../../shared/help';
import { errorMessage } from '../lib/api-client';
import { useAuth } from '../lib/auth-provider';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Spinner } from '../ui/spinner';
import { useSendHelpQuestion } from './use-send-help-question';

interface Props {
  question: string;
  supportEmail: string;
  onSent: (sent: HelpQuestionSent) => void;
  onDismiss: () => void;
}

export function SupportOffer({ question, supportEmail, onSent, onDismiss }: Props) {
  const { user } = useAuth();
  const send = useSendHelpQuestion();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const emailId = useId();
  const problemId = useId();

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const payload = { question, email: user ? undefined : email.trim(), page: window.location.pathname };
    const checked = helpQuestionSchema.safeParse(payload);
    if (!user && !email.trim()) return setProblem('Enter your e-mail address so support can reply.');
    if (!checked.success) return setProblem(checked.error.issues[0]?.message ?? 'Check your question');
    setProblem(null);
    send.mutate(checked.data, { onSuccess: onSent, onError: (error) => setProblem(errorMessage(error, 'It could not be sent. Please try again.')) });
  };

  return (
    <form onSubmit={submit} aria-label="Send your question to support" className="space-y-2 rounded-lg border border-primary/30 bg-secondary/60 p-3 text-xs">
      <p className="text-foreground">
        Send it to our support team at <span className="font-medium">{supportEmail}</span>?{' '}
        {user ? `They will reply to ${user.email}.` : 'They reply by e-mail.'}
      </p>
      {!user && (
        <div className="space-y-1">
          <label htmlFor={emailId} className="font-medium text-foreground">
            Your e-mail
          </label>
          <Input
            id={emailId}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            aria-invalid={problem !== null}
            aria-describedby={problem ? problemId : undefined}
            className="h-9 text-sm"
          />
        </div>
      )}
      {problem && (
        <p id={problemId} role="alert" className="text-destructive">
          {problem}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={send.isPending}>
          {send.isPending ? <Spinner className="size-4 text-current" label="Sending" /> : <Send aria-hidden />}
          Send to Support
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDismiss} disabled={send.isPending}>
          No, thanks
        </Button>
      </div>
    </form>
  );
}
